import type { Browser, Locator, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { createEvent, openSettings } from './support/app-actions';
import { resting } from './support/awkward-palettes';
import { a11yProblems } from './support/axe';
import { captureAtEveryWidth, launchBrowser, openPage, signIn, uniqueEmail } from './support/browser';
import { contrast, hexOf, painted } from './support/painted-colours';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The contrast of an element's text with what is painted behind it, as the page shows it. */
async function textContrastOf(page: Page, selector: string): Promise<number> {
  const { fill, text } = await painted(page.locator(selector));
  return contrast(text, fill);
}

describe('Settings shows the colours in use', () => {
  let host: Page;
  beforeAll(async () => {
    host = await openPage(browser);
    await signIn(host, uniqueEmail('colours-in-use'), 'Cy Colours');
  });

  it('shows in Settings, next to a colour the app paints otherwise, the colour in use and why', async () => {
    await host.setViewportSize({ width: 1280, height: 900 });
    await host.goto(APP_URL);
    const id = await createEvent(host, 'Colours In Use Party');
    await openSettings(host, id);
    const saved = host.locator(
      'div.ant-flex:has(> span > strong:text-is("Theme Colors")) > [role=status]:text-is("Saved")',
    );
    const choose = async (label: string, value: string) => {
      await host.getByLabel(label, { exact: true }).fill(value);
      await host.getByLabel(label, { exact: true }).blur();
      await saved.waitFor();
    };
    const hexIn = async (note: Locator) => /#[0-9a-f]{6}/.exec((await note.textContent()) ?? '')![0];
    const cards = host.locator('.ant-card').filter({ has: host.getByText('Branding and Theme', { exact: true }) });
    const downloadEverything = host.locator('.ant-btn', { hasText: 'Download Everything (ZIP)' });

    // A near-black page needs white text, so white cards are darkened: the note names the cards' real colour.
    await choose('Background', '#0a0a0a');
    const surface = host.getByText(
      /^In use: #[0-9a-f]{6}\s— darkened so the background's white text stays readable on cards$/,
    );
    await surface.waitFor();
    await resting(host);
    const cardColour = hexOf((await painted(cards.last())).fill);
    expect(await hexIn(surface)).toBe(cardColour);
    expect(hexOf((await painted(surface.locator('[data-swatch]'))).fill)).toBe(cardColour);
    const onDark = host.getByText(
      'In use on buttons and links: #ffffff — #6236ff is too close to the cards to stand out',
    );
    await onDark.waitFor();
    expect(hexOf((await painted(downloadEverything)).fill)).toBe('#ffffff');
    expect(await a11yProblems(host, 'settings, near-black background')).toEqual([]);
    await captureAtEveryWidth(host, 'settings-colours-in-use-near-black');

    // A bright yellow primary on white: its buttons are black, and the note says so.
    await choose('Background', '#ffffff');
    await surface.waitFor({ state: 'detached' });
    await choose('Primary', '#ffe600');
    await host
      .getByText('In use on buttons and links: #000000 — #ffe600 is too close to the background and cards to stand out')
      .waitFor();
    await resting(host);
    expect(hexOf((await painted(downloadEverything)).fill)).toBe('#000000');
    expect(await a11yProblems(host, 'settings, bright yellow primary')).toEqual([]);
    await captureAtEveryWidth(host, 'settings-colours-in-use-yellow');
  }, 120_000);

  it('tells the truth in the accessibility toast: the text then shown reaches AA on the new colour', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('toast-truth'), 'Tess Truth');
    const eventId = await createEvent(page, 'Truthful Toast Party');
    await openSettings(page, eventId);
    const background = page.getByLabel('Background', { exact: true });

    // White on #8a8a8a is 3.5:1: the spec's light/dark rule picks white, so the colour is optimized.
    await background.fill('#8a8a8a');
    await background.blur();
    const optimized = page.getByText('Color optimized for accessibility (adjusted from 3.5:1 to WCAG AA compliant)');
    await optimized.waitFor();
    expect(await textContrastOf(page, 'h2:text-is("Event Settings")')).toBeGreaterThanOrEqual(4.5);
    await optimized.waitFor({ state: 'hidden', timeout: 5_000 });

    // Black on #fff200 is 19:1: it meets AA as it is, and the page's text is that contrast.
    await background.fill('#fff200');
    await background.blur();
    const met = page.getByText(/Color meets WCAG AA standards \((\d+\.\d):1 contrast\)/);
    await met.waitFor();
    const claimed = Number(/\((\d+\.\d):1/.exec((await met.textContent()) ?? '')![1]);
    const shown = await textContrastOf(page, 'h2:text-is("Event Settings")');
    expect(shown).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(shown - claimed)).toBeLessThan(2.5);
  });
});
