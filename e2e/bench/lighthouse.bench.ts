import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { APP_URL } from '../support/app-env';
import { CHROMIUM_LAUNCH } from '../support/browser';

/** Lighthouse's figures of one load, as its report gives them. */
export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  /** Cumulative Layout Shift over the load, unitless. */
  cls: number;
  /** Scripts as transferred, in bytes (compressed where the server compressed them). */
  scriptBytes: number;
  /** Lighthouse's own reading of this machine's speed (BenchmarkIndex), for the record. */
  benchmarkIndex: number;
}

/** A screen measured: its path, and the state of the browser's cache and service worker before each load. */
export interface Scenario {
  name: string;
  path: string;
  /** cold: first visit (empty cache, no service worker); warm: a second visit after a cold one. */
  cache: 'cold' | 'warm';
}

interface LighthouseResult {
  lhr: {
    categories: { performance: { score: number | null } };
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }
    >;
    environment: { benchmarkIndex: number };
    runtimeError?: { code: string; message: string };
  };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

// Lighthouse is an ES module; the benchmark runs as CommonJS (register-ts), where swc would turn import() into require().
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ default: RunLighthouse }>;

const DEBUGGING_PORT = 9333;

/** A Chromium that Lighthouse drives over its debugging port, with a profile of its own. */
export async function lighthouseBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'gatherly-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
    viewport: null,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Empties the HTTP cache and removes the service worker with its caches; the session (cookie, storage) stays. */
async function firstVisit(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: APP_URL,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await cdp.detach();
}

/**
 * One Lighthouse run of `scenario`: the mobile preset as shipped (simulated slow 4G and 4x CPU).
 * `signedIn` keeps the browser's cookies and storage (Lighthouse would clear them with the cache).
 */
export async function runLighthouse(
  context: BrowserContext,
  scenario: Scenario,
  { signedIn, reportDir }: { signedIn: boolean; reportDir?: string },
): Promise<LighthouseRun> {
  const { default: lighthouse } = await importModule('lighthouse');
  // Now and then Lighthouse fails to record a trace (NO_NAVSTART, NO_FCP); such a run is made again.
  for (let attempt = 1; ; attempt++) {
    if (signedIn && scenario.cache === 'cold') await firstVisit(context);
    const result = await lighthouse(`${APP_URL}${scenario.path}`, {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${scenario.name}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return figuresOf(result.lhr, scenario, reportDir);
    if (attempt === 3) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    console.error(`${scenario.name}: Lighthouse ${runtimeError.code}, run again`);
  }
}

function figuresOf(lhr: LighthouseResult['lhr'], scenario: Scenario, reportDir: string | undefined): LighthouseRun {
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${scenario.name.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(({ resourceType }) => resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
    tbt: lhr.audits['total-blocking-time']!.numericValue!,
    speedIndex: lhr.audits['speed-index']!.numericValue!,
    cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
    scriptBytes: scripts?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
