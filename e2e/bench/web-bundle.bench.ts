import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { Figure } from '../../backend/bench/report';
import { APP_URL } from '../support/app-env';
import { launchBrowser, signIn, uniqueEmail } from '../support/browser';
import { SECTIONS } from './sections';

const KB = 1024;
const CRITICAL_TARGET_KB = 170;
const CRITICAL_STRETCH_KB = 130;
/** Shared names by singleton; antd is shared by its component entry points (antd/es/button, …). */
const SINGLETONS = { react: /^react$/, 'react-dom': /^react-dom$/, antd: /^antd\/es\// } as const;

/** Records every script the page fetches, sized as a gzip-compressing server would send it. */
class ScriptRecorder {
  private pending: Promise<number>[] = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      // A body still arriving when the page closes is one no figure counts (every take() comes earlier).
      this.pending.push(
        response.body().then(
          (body) => gzipSync(body, { level: 6 }).length,
          () => 0,
        ),
      );
    });
  }

  /** The scripts fetched since the last call, once their bodies have arrived. */
  async take(): Promise<{ files: number; bytes: number }> {
    const sizes = await Promise.all(this.pending);
    this.pending = [];
    return { files: sizes.length, bytes: sizes.reduce((total, size) => total + size, 0) };
  }
}

/**
 * How many different copies of each singleton the federation runtime loaded, over every share scope: a
 * version from one container. antd's entry points count by version alone: one first loaded for a section
 * is recorded as that section's although the shell provided it (the shell browser test checks that no
 * section's server sends antd's code).
 */
async function loadedCopies(page: Page): Promise<Record<string, number>> {
  const patterns = Object.entries(SINGLETONS).map(([name, pattern]) => [name, pattern.source] as const);
  return page.evaluate((singletons) => {
    type Shared = { loaded?: boolean; lib?: unknown; from?: string };
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }).__FEDERATION__
      ?.__SHARE__;
    const copies = new Map(singletons.map(([name]) => [name, new Set<string>()]));
    for (const scopes of Object.values(share ?? {}) as Record<string, Record<string, Record<string, Shared>>>[]) {
      for (const packages of Object.values(scopes)) {
        for (const [shareName, versions] of Object.entries(packages)) {
          const singleton = singletons.find(([, pattern]) => new RegExp(pattern).test(shareName));
          if (!singleton) continue;
          for (const [version, shared] of Object.entries(versions)) {
            const from = singleton[0] === 'antd' ? '' : (shared.from ?? '');
            if (shared.loaded || shared.lib) copies.get(singleton[0])!.add(`${version}@${from}`);
          }
        }
      }
    }
    return Object.fromEntries([...copies].map(([name, found]) => [name, found.size]));
  }, patterns);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function measure(browser: Browser): Promise<Figure[]> {
  const figures: Figure[] = [];
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = new ScriptRecorder(page);

  await page.goto(`${APP_URL}/`, { waitUntil: 'networkidle' });
  const landing = await scripts.take();
  figures.push({
    benchmark: 'web bundle',
    metric: `landing page critical JS (gzip, ${landing.files} files)`,
    value: kb(landing.bytes),
    target: `<= ${CRITICAL_TARGET_KB} KB (stretch ${CRITICAL_STRETCH_KB} KB)`,
    pass: landing.bytes <= CRITICAL_TARGET_KB * KB,
  });

  await signIn(page, uniqueEmail('bench'), 'Bea Bench');
  await page.getByRole('button', { name: 'Create Event' }).first().click();
  await page.getByLabel('Event Name').fill('Bundle Bench');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
  const eventUrl = page.url();

  await scripts.take();
  await page.goto(eventUrl, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Bundle Bench', level: 2 }).waitFor();
  figures.push({
    benchmark: 'web bundle',
    metric: 'event dashboard JS, fresh load (gzip)',
    value: kb((await scripts.take()).bytes),
    target: 'reference',
    pass: null,
  });

  // Every section open, so that each remote has had its say about the singletons (what opening one costs
  // is measured by the paint benchmark, on a slowed-down CPU).
  for (const [section, heading] of SECTIONS) {
    await page.getByRole('menuitem', { name: section }).click();
    await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
  }

  const copies = await loadedCopies(page);
  for (const name of Object.keys(SINGLETONS)) {
    figures.push({
      benchmark: 'web bundle',
      metric: `copies of ${name} loaded (all sections open)`,
      value: String(copies[name]),
      target: '1',
      pass: copies[name] === 1,
    });
  }
  await page.close();
  return figures;
}

/** The front end's bundle figures, measured in Chromium against the app as `npm start` serves it. */
export async function benchWebBundle(): Promise<Figure[]> {
  const browser = await launchBrowser();
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}
