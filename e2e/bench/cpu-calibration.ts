import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { median } from '../../backend/bench/report';

/**
 * Reference scores of Chrome DevTools' calibrated CPU throttling, on Lighthouse's BenchmarkIndex: a
 * mid-tier phone (Pixel 5 class) and a low-tier one (Moto G4 Power class). A fixed slowdown emulates a
 * faster or slower phone depending on the host it runs on; these say which.
 */
export const MID_TIER_PHONE_INDEX = 1000;
export const LOW_TIER_PHONE_INDEX = 264;

/** Each half of one index reading, in ms: long enough to be steady, short enough to bisect in seconds. */
const HALF_READING_MS = 250;
/** A rate within 2 % of the target index is close enough; the bisection stops after this many steps. */
const TOLERANCE = 0.02;
const MAX_STEPS = 10;
const READINGS = 3;

/**
 * Lighthouse's BenchmarkIndex as its documentation describes it, run in the page: the mean of two
 * rates, each per second and divided by ten, of building a 10,000-character string one character at a
 * time (allocation and garbage collection) and of copying a 100,000-element array (no allocation).
 */
function installBenchmarkIndex(page: Page): Promise<void> {
  return page.evaluate(() => {
    // Each loop with its values local, as the index's own code has them: the phones' scores are on the
    // scale of that code, and a loop written otherwise reads differently on the same host.
    const stringsPerSecond = (halfMs: number) => {
      const start = Date.now();
      let runs = 0;
      while (Date.now() - start < halfMs) {
        let built = '';
        for (let i = 0; i < 10_000; i++) built += 'a';
        if (built.length !== 10_000) throw new Error('the string was not built');
        runs++;
      }
      return runs / 10 / ((Date.now() - start) / 1000);
    };
    const copiesPerSecond = (halfMs: number) => {
      const first: number[] = [];
      const second: number[] = [];
      for (let i = 0; i < 100_000; i++) first[i] = second[i] = i;
      const start = Date.now();
      let runs = 0;
      // The clock is read every tenth copy only: reading it each time changes what the loop measures.
      while (runs % 10 !== 0 || Date.now() - start < halfMs) {
        const [from, to] = runs % 2 === 0 ? [first, second] : [second, first];
        for (let i = 0; i < from.length; i++) to[i] = from[i]!;
        runs++;
      }
      return runs / 10 / ((Date.now() - start) / 1000);
    };
    (window as IndexedWindow).benchmarkIndex = (halfMs) => (stringsPerSecond(halfMs) + copiesPerSecond(halfMs)) / 2;
  });
}

type IndexedWindow = Window & { benchmarkIndex?: (halfMs: number) => number };

/** One reading of the index installed in the page: the same function each time, so V8 has optimised it. */
function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate((halfMs) => (window as IndexedWindow).benchmarkIndex!(halfMs), HALF_READING_MS);
}

/** The median of READINGS readings at `rate`: one reading on this shared machine moved by a fifth. */
async function indexAt(page: Page, cdp: CDPSession, rate: number): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const readings: number[] = [];
  for (let reading = 0; reading < READINGS; reading++) readings.push(await benchmarkIndex(page));
  return median(readings);
}

export interface CpuCalibration {
  /** The host's index, unthrottled. */
  hostIndex: number;
  /** The index under the benchmark's fixed slowdown: the phone that slowdown emulates on this host. */
  fixedRateIndex: number;
  /** The slowdown that brings this host to a mid-tier phone's index (1 when the host is slower still). */
  midTierRate: number;
}

/**
 * How fast this host's browser is, and the slowdown that emulates a mid-tier phone on it, found by
 * bisection as DevTools' calibration does. Rates go to the hundredth, as Chromium keeps them.
 */
export async function calibrateCpu(benchWindow: BrowserContext, fixedRate: number): Promise<CpuCalibration> {
  const page = await benchWindow.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await installBenchmarkIndex(page);
    await benchmarkIndex(page); // warms the index's code up
    const hostIndex = await indexAt(page, cdp, 1);
    const fixedRateIndex = await indexAt(page, cdp, fixedRate);
    let midTierRate = 1;
    if (hostIndex > MID_TIER_PHONE_INDEX) {
      let lower = 1;
      let upper = (hostIndex / MID_TIER_PHONE_INDEX) * 1.5;
      for (let step = 0; step < MAX_STEPS; step++) {
        midTierRate = Math.round(((lower + upper) / 2) * 100) / 100;
        const index = await indexAt(page, cdp, midTierRate);
        if (Math.abs(index - MID_TIER_PHONE_INDEX) <= MID_TIER_PHONE_INDEX * TOLERANCE) break;
        if (index < MID_TIER_PHONE_INDEX) upper = midTierRate;
        else lower = midTierRate;
      }
    }
    return { hostIndex, fixedRateIndex, midTierRate };
  } finally {
    await page.close();
  }
}
