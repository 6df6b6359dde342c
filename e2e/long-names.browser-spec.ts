import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { APP_URL } from './support/app-env';
import { createEvent, invitedMember, uploadPhotoAs } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const LONG_NAME = 'Chloe Dubois-Lefebvre de la Fontaine';
/** A long word that fits a phone's photo tile on a line of its own, as long as the heart makes room. */
const LONG_WORD_NAME = 'Uxue Etxeberria';

/** The name shows whole: nothing of it cut by an ellipsis or hidden by its box, and no word of it broken. */
async function expectWhole(page: Page, text: string): Promise<void> {
  const shown = page.getByRole('main').getByText(text, { exact: true }).first();
  await shown.waitFor();
  const { cut, brokenWords } = await shown.evaluate((element) => {
    let cut = false;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1) cut = true;
    }
    // A word drawn on two lines has two boxes (a break at a hyphen is no broken word).
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
        );
        if (lines.size > 1) brokenWords.push(match[0]);
      }
    }
    return { cut, brokenWords };
  });
  expect(cut).toBe(false);
  expect(brokenWords).toEqual([]);
}

describe('Long names', () => {
  it('show whole on member cards and the dashboard’s photos and on photo cards, at 375, 768 and 1280 px', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('host'), 'Hana Host');
    const eventId = await createEvent(host, 'Long Names Weekend');
    const guest = await invitedMember(browser, host, eventId, LONG_NAME);
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    const tall = await sharp({ create: { width: 600, height: 1000, channels: 3, background: '#cc8844' } })
      .jpeg()
      .toBuffer();
    await uploadPhotoAs(guest, eventId, image, 'wide.jpg');
    await uploadPhotoAs(host, eventId, tall, 'tall.jpg');
    const second = await invitedMember(browser, host, eventId, LONG_WORD_NAME);
    await uploadPhotoAs(second, eventId, image, 'second.jpg');

    for (const width of [375, 768, 1280]) {
      await host.setViewportSize({ width, height: 900 });
      await host.goto(`${APP_URL}/events/${eventId}/members`);
      await expectWhole(host, LONG_NAME);
      await expectNothingClipped(host);
      await screenshots(host, `long-names-members-${width}`, [width]);

      await host.goto(`${APP_URL}/events/${eventId}/photos`);
      await expectWhole(host, LONG_NAME);
      await expectWhole(host, LONG_WORD_NAME);
      await expectNothingClipped(host);
      await screenshots(host, `long-names-photos-${width}`, [width]);

      // The dashboard's photo preview: tiles of one size whatever each photo's shape, hearts in a row.
      await host.goto(`${APP_URL}/events/${eventId}`);
      const photos = host.locator('.ant-card', { has: host.getByText('Photos', { exact: true }) });
      const tiles = photos.locator('img');
      await tiles.nth(1).waitFor();
      const boxes = await Promise.all([0, 1].map(async (index) => (await tiles.nth(index).boundingBox())!));
      expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(boxes[0]!.height - boxes[1]!.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(boxes[0]!.width - boxes[0]!.height)).toBeLessThanOrEqual(1);
      const hearts = photos.getByRole('button', { name: /Vote/ });
      const heartBoxes = await Promise.all([0, 1].map(async (index) => (await hearts.nth(index).boundingBox())!));
      expect(Math.abs(heartBoxes[0]!.y - heartBoxes[1]!.y)).toBeLessThanOrEqual(1);
      await screenshots(host, `dashboard-photos-${width}`, [width]);
    }
    await guest.close();
    await second.close();
    await host.close();
    // Three people and three widths: as long as the palettes' screens, and given as long.
  }, 120_000);
});
