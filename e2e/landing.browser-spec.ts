import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/app-actions';
import { APP_URL } from './support/app-env';
import { launchBrowser, openPage, screenshots } from './support/browser';
import { LAYOUT_WIDTHS, settledLayoutProblems } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const DEMO_IMAGE = /\/[\w-]+\.[0-9a-f]{10}\.webp$/;

/** The landing page once the app has taken it over: its buttons work from then on. */
async function openLanding(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await openPage(browser, '/', width);
  if (colorScheme === 'dark') {
    await page.emulateMedia({ colorScheme });
    await page.reload();
  }
  await page.locator('button:not([aria-disabled])', { hasText: /^Sign In$/ }).waitFor();
  return page;
}

const walkthrough = (page: Page) => page.getByRole('dialog', { name: 'A quick tour of Gatherly' });

/** What would make the open dialog wrong to look at: wider or taller than the window, scrolling inside. */
function dialogFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]') as HTMLDialogElement | null;
    if (!dialog) return ['no open dialog'];
    const box = dialog.getBoundingClientRect();
    const problems: string[] = [];
    if (box.left < 0 || box.right > window.innerWidth) problems.push(`dialog spans ${box.left}..${box.right}px`);
    if (box.top < 0 || box.bottom > window.innerHeight) problems.push(`dialog spans ${box.top}..${box.bottom}px high`);
    if (dialog.scrollHeight > dialog.clientHeight + 1) problems.push(`dialog scrolls ${dialog.scrollHeight}px`);
    return problems.map((problem) => `${window.innerWidth}px: ${problem}`);
  });
}

describe('Watch Demo on the landing page', () => {
  it('walks through real screens, whose images load only once it is opened, at a phone and a laptop width', async () => {
    for (const width of [375, 1280]) {
      const page = await openLanding(width);
      await page.waitForLoadState('networkidle');
      // The page's load asks for no screenshot.
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name));
      expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
      expect(loaded.filter((url) => DEMO_IMAGE.test(url))).toEqual([]);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));

      await page.getByRole('button', { name: 'Watch Demo' }).click();
      const dialog = walkthrough(page);
      await dialog.waitFor();
      const image = dialog.getByRole('img');
      await image.waitFor();
      // Loaded, and at twice the size it is laid out for (its width and height attributes).
      const sizes = await image.evaluate(
        (element: HTMLImageElement) =>
          new Promise<number[]>((resolve) => {
            const answer = () => resolve([element.naturalWidth, element.naturalHeight, element.width, element.height]);
            if (element.complete) answer();
            else element.addEventListener('load', answer, { once: true });
          }),
      );
      expect(sizes[0]).toBeGreaterThan(0);
      const [naturalWidth, naturalHeight] = sizes;
      expect([naturalWidth, naturalHeight]).toEqual([780, 1400]);
      expect(await image.getAttribute('width')).toBe('390');
      expect(await image.getAttribute('height')).toBe('700');
      expect(requested.filter((url) => DEMO_IMAGE.test(url))[0]).toMatch(/\/event-dashboard\.[0-9a-f]{10}\.webp$/);
      expect(await image.getAttribute('alt')).toMatch(/^The event dashboard/);
      await dialog.getByText('1 of 5').waitFor();
      await dialog.getByRole('heading', { name: 'Event dashboard' }).waitFor();
      await dialog.getByText('Your event’s banner, countdown and stats at a glance.').waitFor();
      // Keyboard first: Next has focus, and Enter steps.
      await page.keyboard.press('Enter');
      await dialog.getByText('2 of 5').waitFor();
      await dialog.getByRole('heading', { name: 'Photo gallery' }).waitFor();
      for (const step of [3, 4, 5]) {
        await dialog.getByRole('button', { name: 'Next' }).click();
        await dialog.getByText(`${step} of 5`).waitFor();
      }
      await dialog.getByRole('heading', { name: 'Schedule and RSVPs' }).waitFor();
      await dialog.getByRole('button', { name: 'Start Planning for Free' }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
      expect(await dialogFitProblems(page)).toEqual([]);
      expect(await settledLayoutProblems(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // A click on the backdrop closes it, and focus is back where it was.
      await page.mouse.click(4, 4);
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Watch Demo');
      await page.close();
    }
  });

  it("leaves the screenshots out of the service worker's precache: a member's install downloads none", async () => {
    const worker = await (await fetch(`${APP_URL}/sw.js`)).text();
    expect(worker).toMatch(/\.[0-9a-f]{10}\.js/);
    expect(worker).not.toMatch(/\.webp/);
  });

  it('fits at every width in light and dark, is accessible, and closes on Escape back to Watch Demo', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openLanding(1280, colorScheme);
      await page.getByRole('button', { name: 'Watch Demo' }).click();
      const dialog = walkthrough(page);
      await dialog.getByRole('img').waitFor();
      await expectAccessible(page);
      const found: string[] = [];
      for (const step of [1, 5]) {
        if (step === 5) for (let next = 1; next < 5; next++) await dialog.getByRole('button', { name: 'Next' }).click();
        await dialog.getByText(`${step} of 5`).waitFor();
        for (const width of LAYOUT_WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          found.push(...(await settledLayoutProblems(page)), ...(await dialogFitProblems(page)));
        }
        await screenshots(page, `landing-demo-${colorScheme}-step-${step}`, LAYOUT_WIDTHS, { fullPage: false });
      }
      // A shorter phone: the dialog still fits, its screenshot smaller.
      await page.setViewportSize({ width: 375, height: 667 });
      found.push(...(await dialogFitProblems(page)));
      expect(found).toEqual([]);
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Watch Demo');
      await page.close();
    }
  });
});
