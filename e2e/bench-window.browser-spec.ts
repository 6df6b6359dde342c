import type { Browser } from 'playwright-core';
import { openBenchWindow } from './bench/bench-window';
import { APP_URL } from './support/app-env';
import { launchBrowser } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser.close());

interface TraceEvent {
  name: string;
  args?: { data?: { url?: string } };
}

describe("the paint benchmark's browser window", () => {
  it("loads nothing of the browser's own beside the pages it times", async () => {
    const window = await openBenchWindow(browser, { serviceWorkers: 'block' });
    try {
      // A trace covers every process of the browser, so the requests of its own pages are in it too.
      await browser.startTracing(undefined, { categories: ['devtools.timeline'] });
      for (let load = 0; load < 2; load++) {
        // As the benchmark loads a page: a tab of its own, closed once measured.
        const page = await window.newPage();
        await page.goto(`${APP_URL}/`);
        await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
        await page.close();
      }
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const requested = traceEvents
        .filter(({ name }) => name === 'ResourceSendRequest')
        .map(({ args }) => args?.data?.url ?? '');
      expect(requested.filter((url) => url.startsWith(APP_URL)).length).toBeGreaterThan(0);
      expect(requested.filter((url) => !url.startsWith(APP_URL))).toEqual([]);
    } finally {
      await window.close();
    }
  });
});
