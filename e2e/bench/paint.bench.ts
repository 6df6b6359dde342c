import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Figure } from '../../backend/bench/report';
import { median } from '../../backend/bench/report';
import { APP_URL } from '../support/app-env';
import { createEvent } from '../support/app-actions';
import { launchBrowser, signIn, uniqueEmail } from '../support/browser';
import { browserSettled, openBenchWindow } from './bench-window';
import { throughComposeProxy } from './compose-proxy-path';
import { calibrateCpu, type CpuCalibration, LOW_TIER_PHONE_INDEX, MID_TIER_PHONE_INDEX } from './cpu-calibration';
import { SECTIONS } from './sections';

const CPU_SLOWDOWN = 4;
const LCP_TARGET_MS = 1000;
const WARM_LCP_TARGET_MS = 600;
const TBT_TARGET_MS = 200;
const DASHBOARD_JS_TARGET_KB = 300;
const SECTION_JS_TARGET_KB = 60;
const SECTION_LONG_TASK_TARGET_MS = 100;
const SAMPLES = Number(process.env.BENCH_PAINT_SAMPLES ?? 5);
const KB = 1024;

/** What one load of a page measured, in ms since navigation, and the scripts it transferred. */
interface Load {
  lcp: number;
  /** Total Blocking Time: what each long task ran beyond 50 ms, summed, until the page was ready. */
  tbt: number;
  /** When the load's `ready` element was first in the page. */
  ready: number;
  /** Script bytes as they came over the wire (compressed where the server compressed them). */
  scriptBytes: number;
  /** How many scripts it received: each is an element the page adds and evaluates on its main thread. */
  scriptFiles: number;
}

/** The page's long tasks from its first script on, kept where the bench can read them. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as { longTasks?: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Takes the long tasks recorded since the last call. */
function takeLongTasks(page: Page): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(() => (window as { longTasks?: { start: number; duration: number }[] }).longTasks!.splice(0));
}

const blocking = (tasks: { duration: number }[]) => tasks.reduce((sum, { duration }) => sum + duration - 50, 0);

/** Counts every script the page receives and its bytes, as transferred (CDP's encoded length). */
async function scriptTransfer(cdp: CDPSession): Promise<() => { bytes: number; files: number }> {
  const scripts = new Set<string>();
  let bytes = 0;
  let files = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!scripts.delete(requestId)) return;
    bytes += encodedDataLength;
    files++;
  });
  await cdp.send('Network.enable');
  return () => {
    const taken = { bytes, files };
    bytes = 0;
    files = 0;
    return taken;
  };
}

/** Largest Contentful Paint of the page's last navigation, once it has settled. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
}

/** A page of `context` with the CPU slowed down `rate` times, its long tasks and script bytes recorded. */
async function slowPage(context: BrowserContext, cache: 'cold' | 'warm', rate = CPU_SLOWDOWN) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const takeScriptBytes = await scriptTransfer(cdp);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cache === 'cold' });
  await recordLongTasks(page);
  return { page, takeScriptBytes };
}

/** An element, by selector and exact text, that tells a load its page is ready. */
interface Marker {
  selector: string;
  text: string;
}

interface LoadOptions {
  cache: 'cold' | 'warm';
  /** What the load waits for, and times. */
  ready: Marker;
  /** Whether blocking time counts only the long tasks that began before `ready` (else all until settled). */
  blockingUntilReady?: boolean;
  /** The CPU slowdown, CPU_SLOWDOWN unless given. */
  rate?: number;
}

const READY_TIMEOUT_MS = 30_000;

/**
 * Times each arrival of `marker` in a document of `page` (window.readyAt) and returns a wait for the next
 * one. The page reports it itself, from a MutationObserver through a binding: a Playwright locator's wait
 * runs Playwright's role engine over the whole page on the page's main thread every few hundred ms, and at
 * 4x CPU those runs were counted as the app's long tasks (README, issue 20's twentieth changes).
 */
async function readyArrivals(page: Page, marker: Marker): Promise<() => Promise<void>> {
  let arrived = 0;
  let wake = () => undefined as void;
  await page.exposeFunction('benchReady', () => {
    arrived++;
    wake();
  });
  await page.addInitScript(({ selector, text }) => {
    const seen = new MutationObserver(() => {
      if (![...document.querySelectorAll(selector)].some((element) => element.textContent === text)) return;
      (window as { readyAt?: number }).readyAt = performance.now();
      seen.disconnect();
      void (window as unknown as { benchReady: () => Promise<void> }).benchReady();
    });
    seen.observe(document, { childList: true, subtree: true });
  }, marker);
  let awaited = 0;
  return async () => {
    awaited++;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (arrived < awaited) {
      if (Date.now() >= deadline) throw new Error(`"${marker.text}" did not show within ${READY_TIMEOUT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
}

/**
 * One load of `url` with the CPU slowed down: cold (nothing cached) or, for `warm`, a reload of a page that
 * has loaded it once.
 */
async function load(
  context: BrowserContext,
  url: string,
  { cache, ready, blockingUntilReady = false, rate }: LoadOptions,
): Promise<Load> {
  const { page, takeScriptBytes } = await slowPage(context, cache, rate);
  try {
    const nextReady = await readyArrivals(page, ready);
    if (cache === 'warm') {
      await page.goto(url);
      await nextReady();
      await page.waitForTimeout(1000);
      takeScriptBytes();
      await page.reload();
    } else {
      await page.goto(url);
    }
    await nextReady();
    // LCP candidates stop once the page has painted its largest element; a quiet second settles it.
    await page.waitForTimeout(1000);
    const readyAt = await page.evaluate(() => (window as { readyAt?: number }).readyAt!);
    const tasks = await takeLongTasks(page);
    const scripts = takeScriptBytes();
    return {
      lcp: await largestContentfulPaint(page),
      tbt: blocking(blockingUntilReady ? tasks.filter(({ start }) => start < readyAt) : tasks),
      ready: readyAt,
      scriptBytes: scripts.bytes,
      scriptFiles: scripts.files,
    };
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function samples(context: BrowserContext, url: string, options: LoadOptions): Promise<Load[]> {
  const loads: Load[] = [];
  for (let run = 0; run < SAMPLES; run++) loads.push(await load(context, url, options));
  return loads;
}

const figure = (
  metric: string,
  value: string,
  target: string,
  pass: boolean | null,
  slowdown = `${CPU_SLOWDOWN}x CPU`,
): Figure => ({
  benchmark: 'paint',
  metric: `${metric}, ${slowdown} (median of ${SAMPLES})`,
  value,
  target,
  pass,
});

/** What opening each section from the dashboard costs: scripts transferred and the longest task. */
async function sectionFigures(context: BrowserContext, eventUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const { page, takeScriptBytes } = await slowPage(context, 'cold');
  try {
    await page.goto(eventUrl);
    await page.getByRole('button', { name: 'Invite' }).waitFor();
    await page.waitForTimeout(1000);
    takeScriptBytes();
    await takeLongTasks(page);
    for (const [section, heading] of SECTIONS) {
      await page.getByRole('menuitem', { name: section }).click();
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
      // The section's lazy chunks may still be arriving once its heading shows.
      await page.waitForTimeout(1000);
      const { bytes } = takeScriptBytes();
      const longest = Math.max(0, ...(await takeLongTasks(page)).map(({ duration }) => duration));
      figures.push(
        {
          benchmark: 'paint',
          metric: `${section} section opened from the dashboard: JS transferred`,
          value: kb(bytes),
          target: `<= ${SECTION_JS_TARGET_KB} KB`,
          pass: bytes <= SECTION_JS_TARGET_KB * KB,
        },
        {
          benchmark: 'paint',
          metric: `${section} section opened from the dashboard: longest task, ${CPU_SLOWDOWN}x CPU`,
          value: ms(longest),
          target: `<= ${SECTION_LONG_TASK_TARGET_MS} ms`,
          pass: longest <= SECTION_LONG_TASK_TARGET_MS,
        },
      );
    }
  } finally {
    await page.close();
  }
  return figures;
}

// The dashboard is measured until antd's dashboard is in place, not only the frame painted before it.
const invite: Marker = { selector: 'button', text: 'Invite' };

/**
 * The event dashboard's figures, loaded from `origin`: cold (JavaScript, blocking, paint) and warm, each
 * named with `servedBy` ('' for `npm start`'s own address).
 */
async function dashboardFigures(context: BrowserContext, origin: string, eventId: string, servedBy: string) {
  const eventUrl = `${origin}/events/${eventId}`;
  const cold = await samples(context, eventUrl, { cache: 'cold', ready: invite, blockingUntilReady: true });
  const warm = await samples(context, eventUrl, { cache: 'warm', ready: invite });
  const lcp = median(cold.map((one) => one.lcp));
  const tbt = median(cold.map((one) => one.tbt));
  const scripts = median(cold.map((one) => one.scriptBytes));
  const warmLcp = median(warm.map((one) => one.lcp));
  return [
    figure(`event dashboard${servedBy} LCP, cold`, ms(lcp), `<= ${LCP_TARGET_MS} ms`, lcp <= LCP_TARGET_MS),
    figure(
      `event dashboard${servedBy} Total Blocking Time until Invite, cold`,
      ms(tbt),
      `<= ${TBT_TARGET_MS} ms`,
      tbt <= TBT_TARGET_MS,
    ),
    figure(
      `event dashboard${servedBy} JS transferred, cold`,
      kb(scripts),
      `<= ${DASHBOARD_JS_TARGET_KB} KB`,
      scripts <= DASHBOARD_JS_TARGET_KB * KB,
    ),
    figure(
      `event dashboard${servedBy} scripts loaded, cold`,
      String(median(cold.map((one) => one.scriptFiles))),
      'reference',
      null,
    ),
    figure(
      `event dashboard${servedBy}: Invite button in the page, cold`,
      ms(median(cold.map((one) => one.ready))),
      'reference',
      null,
    ),
    figure(
      `event dashboard${servedBy} LCP, warm reload`,
      ms(warmLcp),
      `<= ${WARM_LCP_TARGET_MS} ms`,
      warmLcp <= WARM_LCP_TARGET_MS,
    ),
  ];
}

/**
 * This host's speed beside the phones it can emulate, and the dashboard loaded cold as a mid-tier phone
 * would load it (DevTools' calibrated slowdown): references beside the targets' fixed slowdown, which
 * emulates a slower or a faster phone depending on the host.
 */
async function calibratedFigures(context: BrowserContext, eventUrl: string, calibration: CpuCalibration) {
  const { hostIndex, fixedRateIndex, midTierRate } = calibration;
  const cold = await samples(context, eventUrl, {
    cache: 'cold',
    ready: invite,
    blockingUntilReady: true,
    rate: midTierRate,
  });
  const slowdown = `${midTierRate}x CPU, a mid-tier phone on this host`;
  const index = (metric: string, value: number): Figure => ({
    benchmark: 'paint',
    metric: `${metric} (phones: mid-tier ${MID_TIER_PHONE_INDEX}, low-tier ${LOW_TIER_PHONE_INDEX})`,
    value: value.toFixed(0),
    target: 'reference',
    pass: null,
  });
  return [
    index('host CPU, Lighthouse BenchmarkIndex', hostIndex),
    index(`BenchmarkIndex at ${CPU_SLOWDOWN}x CPU, the phone the targets emulate here`, fixedRateIndex),
    figure('event dashboard LCP, cold', ms(median(cold.map((one) => one.lcp))), 'reference', null, slowdown),
    figure(
      'event dashboard Total Blocking Time until Invite, cold',
      ms(median(cold.map((one) => one.tbt))),
      'reference',
      null,
      slowdown,
    ),
  ];
}

async function measure(browser: Browser): Promise<Figure[]> {
  // A first visit: no service worker yet (it registers once a member is signed in, after the page loads).
  const fresh = { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' } as const;
  const visitor = await openBenchWindow(browser, fresh);
  // First, while nothing else runs in the browser.
  const calibration = await calibrateCpu(visitor, CPU_SLOWDOWN);
  const landing = await samples(visitor, `${APP_URL}/`, {
    cache: 'cold',
    ready: { selector: 'button', text: 'Sign In' },
  });
  await visitor.close();

  // A signed-in member: the refresh cookie lets every fresh page of this context sign in silently, on the
  // app's address and on the proxy's (a cookie is the host's, whatever the port).
  const member = await openBenchWindow(browser, fresh);
  const setup = await member.newPage();
  await setup.goto(`${APP_URL}/`);
  await signIn(setup, uniqueEmail('paint'), 'Pat Paint');
  const eventId = await createEvent(setup, 'Paint Bench');
  await setup.close();
  // Signing in opened the identity provider's window.
  await browserSettled();
  const dashboard = await dashboardFigures(member, APP_URL, eventId, '');
  const proxied = await throughComposeProxy((origin) => dashboardFigures(member, origin, eventId, ' (compose proxy)'));
  const sections = await sectionFigures(member, `${APP_URL}/events/${eventId}`);
  const calibrated = await calibratedFigures(member, `${APP_URL}/events/${eventId}`, calibration);
  await member.close();

  const lcp = median(landing.map((one) => one.lcp));
  return [
    figure('landing page LCP, cold', ms(lcp), `<= ${LCP_TARGET_MS} ms`, lcp <= LCP_TARGET_MS),
    figure('landing page Total Blocking Time, cold', ms(median(landing.map((one) => one.tbt))), 'reference', null),
    figure('landing page JS transferred, cold', kb(median(landing.map((one) => one.scriptBytes))), 'reference', null),
    ...dashboard,
    ...(proxied ?? [figure('event dashboard (compose proxy)', 'not measured: no nginx here', 'reported', null)]),
    ...sections,
    ...calibrated,
  ];
}

/**
 * What a person on a mid-range phone feels of the landing page, an event's dashboard and each section:
 * paint, main-thread blocking and script bytes, in headless Chromium with the CPU slowed down.
 */
export async function benchPaint(): Promise<Figure[]> {
  const browser = await launchBrowser();
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}
