import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser.close());

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
});
