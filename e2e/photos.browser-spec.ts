import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { APP_URL } from './support/app-env';
import { createEvent, expectAccessible, expectImageDecoded } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A real JPEG of one colour, as a phone would upload it. */
async function jpeg(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

describe('The Photos screen in Chromium', () => {
  it('uploads real images, shows their thumbnails, votes and unvotes', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('photos'), 'Pia Photos');
    const eventId = await createEvent(page, 'Beach Weekend');
    await page.goto(`${APP_URL}/events/${eventId}/photos`);
    await page.getByRole('heading', { name: 'Photo Gallery' }).waitFor();
    await page.getByText('No Photos Yet').waitFor();
    await screenshots(page, 'photos-empty');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Upload Photos' }).click();
    await page.getByLabel('Caption (optional)').fill('Beach day');
    await page
      .locator('input[type=file]')
      .setInputFiles([await jpeg('sunset.jpg', '#f97316'), await jpeg('sea.jpg', '#0ea5e9')]);
    await page.getByRole('progressbar', { name: 'Uploading sunset.jpg' }).waitFor();
    await page.getByRole('progressbar', { name: 'Uploading sea.jpg' }).waitFor();
    // Two uploads may each raise the toast while the first is still leaving.
    await page.getByText('Photo Uploaded').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-progress-status-success').length === 2);
    await screenshots(page, 'photos-upload-dialog');
    await page.keyboard.press('Escape');

    await page.getByText('All Photos (2)').waitFor({ timeout: 30_000 });
    await expectImageDecoded(page, 'Beach day');
    expect(await page.getByRole('img', { name: 'Beach day', exact: true }).count()).toBe(2);
    // Sharp on high-density screens: the preview size is a srcset candidate.
    const srcset = await page.getByRole('img', { name: 'Beach day', exact: true }).first().getAttribute('srcset');
    expect(srcset).toMatch(/size=thumb 250w, .*size=preview 1440w$/);
    // Cards in a row are of even height, and the uploader's avatar stays round at a phone's width.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const cards = await page.locator('.ant-col .ant-card').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
      expect(cards).toHaveLength(2);
      expect(cards[0].top).toBe(cards[1].top);
      expect(cards[0].height).toBe(cards[1].height);
      const avatar = await page.locator('.ant-card .ant-avatar').first().boundingBox();
      expect(avatar?.width).toBe(avatar?.height);
    }
    await screenshots(page, 'photos-gallery');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Vote 0' }).first().click();
    await page.getByRole('button', { name: 'Remove vote 1' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remove vote 1' }).click();
    await page.getByRole('button', { name: 'Vote 0' }).nth(1).waitFor();
    expect(await page.getByRole('button', { name: /^Remove vote/ }).count()).toBe(0);

    await page
      .getByRole('button', { name: /^star Feature$/ })
      .first()
      .click();
    await page.getByText('Featured (1)').waitFor();
    await page.getByText('Featured (1)').click();
    expect(await page.getByRole('img', { name: 'Beach day', exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Open Beach day' }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'Beach day' }).waitFor();
    await expectImageDecoded(page, 'Beach day');
    await screenshots(page, 'photos-preview');
    await page.close();
  });
});
