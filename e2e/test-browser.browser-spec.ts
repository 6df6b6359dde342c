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

describe('the browser the tests and benchmarks drive', () => {
  it("turns Playwright's features off and its own address bar's popups, in one --disable-features", async () => {
    const page = await browser.newPage();
    try {
      await page.goto('chrome://version');
      const switches = (await page.locator('#command_line').innerText()).split(/\s+/);
      // Chromium keeps the last one only: a second means playwright-core's own list has changed.
      const disabled = switches.filter((item) => item.startsWith('--disable-features='));
      expect(disabled).toHaveLength(1);
      expect(disabled[0]!.slice('--disable-features='.length).split(',')).toEqual(
        expect.arrayContaining(['PaintHolding', 'AimEnabled', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
      );
    } finally {
      await page.close();
    }
  });

  it("loads nothing of the browser's own beside the pages the paint benchmark times", async () => {
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
