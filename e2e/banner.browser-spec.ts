import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, uploadPhotoAs } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { expectNothingClipped, LAYOUT_WIDTHS } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const HEIGHT = 900;

/** The dashboard banner's box, its visible image (if any) and the column it sits in, as laid out. */
function bannerLayout(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('main [data-banner]')!;
    const column = document.querySelector('main')!.parentElement!;
    const image = box.querySelector('img[data-slide]') as HTMLImageElement | null;
    const rect = box.getBoundingClientRect();
    const slide = (image ?? box).getBoundingClientRect();
    return {
      look: box.getAttribute('data-banner'),
      left: rect.left,
      right: rect.right,
      top: rect.top,
      width: rect.width,
      height: slide.height,
      radius: parseFloat(getComputedStyle(box).borderTopLeftRadius),
      columnLeft: column.getBoundingClientRect().left,
      columnRight: column.getBoundingClientRect().right,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      fit: image ? getComputedStyle(image).objectFit : null,
      text: (box as HTMLElement).innerText.trim(),
    };
  });
}

/**
 * The banner at a width, checked for what holds in every case: within the spec's 200 px to 60 % of the
 * window's height, and nothing on the page wider than the window or cut off.
 */
async function bannerAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  // Measured once the app has re-rendered for the width.
  await expectNothingClipped(page);
  const banner = await bannerLayout(page);
  expect(banner.height).toBeGreaterThanOrEqual(200);
  expect(banner.height).toBeLessThanOrEqual(0.6 * HEIGHT + 1);
  return banner;
}

/** The worker prepares banners and photos in the background: waits until the event has `count` slides. */
async function slidesReady(page: Page, eventId: string, count: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { body } = await apiAs<{ slides: unknown[] }>(page, 'GET', `/api/events/${eventId}/banner-slides`);
    if (body.slides.length >= count) return;
    await page.waitForTimeout(500);
  }
}

async function showDashboard(page: Page, eventId: string, look: 'contained' | 'full-width') {
  expect((await apiAs(page, 'PUT', `/api/events/${eventId}`, { bannerSettings: { style: look } })).status).toBe(200);
  await page.goto(`${APP_URL}/events/${eventId}`);
  await page.locator(`main [data-banner="${look}"]`).waitFor();
}

describe('The dashboard banner', () => {
  it('looks designed with no image: the logo on washes of the event colours, no repeated title', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('banner-empty'), 'Bea Banner');
    const eventId = await createEvent(page, 'Midsummer on the Archipelago');
    await showDashboard(page, eventId, 'contained');
    for (const width of LAYOUT_WIDTHS) {
      const banner = await bannerAt(page, width);
      expect(banner.text).toBe('');
    }
    await screenshots(page, 'banner-empty');
    await expectAccessible(page);
    await page.close();
  });

  it('shows a 1200x400 image whole at every width, Contained in a card and Full-width edge to edge', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('banner-image'), 'Ben Banner');
    const eventId = await createEvent(page, 'Lighthouse Weekend');
    await page.goto(`${APP_URL}/events/${eventId}/settings`);
    await page.getByRole('heading', { name: 'Event Settings' }).waitFor();
    const stripes = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: '#0ea5e9' },
    })
      .composite([
        { input: { create: { width: 20, height: 400, channels: 3, background: '#f97316' } }, left: 0, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: stripes });
    await page.getByText('Banner updated successfully!').waitFor();
    await slidesReady(page, eventId, 1);

    for (const look of ['contained', 'full-width'] as const) {
      await showDashboard(page, eventId, look);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main [data-banner] img')].every(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      );
      for (const width of LAYOUT_WIDTHS) {
        const banner = await bannerAt(page, width);
        // Whole: fitted, never cut; where 200 px to 60 % of the window allows, exactly the image's shape.
        expect(banner.fit).toBe('contain');
        if (banner.width / 3 >= 200 && banner.width / 3 <= 0.6 * HEIGHT) {
          expect(Math.abs(banner.width / banner.height - 3)).toBeLessThan(0.02);
        }
        if (look === 'full-width') {
          expect([banner.left, banner.right]).toEqual([banner.columnLeft, banner.columnRight]);
          expect(banner.top).toBe(banner.headerBottom);
          expect(banner.radius).toBe(0);
        } else {
          expect(banner.width).toBeLessThanOrEqual(960);
          expect(banner.left).toBeGreaterThan(banner.columnLeft);
          expect(banner.top).toBeGreaterThan(banner.headerBottom);
          expect(banner.radius).toBeGreaterThan(0);
        }
      }
      await screenshots(page, `banner-${look}`);
    }
    await expectAccessible(page);
    await page.close();
  });

  it("loads the first slide's image with the dashboard, and each later one as it comes into view", async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('banner-slides'), 'Sam Slides');
    const eventId = await createEvent(page, 'Slideshow Weekend');
    for (const [index, background] of ['#0ea5e9', '#f97316', '#22c55e'].entries()) {
      const image = await sharp({ create: { width: 1200, height: 400, channels: 3, background } })
        .jpeg()
        .toBuffer();
      await uploadPhotoAs(page, eventId, image, `slide-${index}.jpg`);
    }
    const settings = { bannerSettings: { autoRotate: false, style: 'contained' } };
    expect((await apiAs(page, 'PUT', `/api/events/${eventId}`, settings)).status).toBe(200);
    await slidesReady(page, eventId, 3);
    const slideImages = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('size=preview')) slideImages.add(request.url());
    });
    await page.goto(`${APP_URL}/events/${eventId}`);
    await page.locator('main .slick-dots li').nth(2).waitFor();
    await page.waitForLoadState('networkidle');
    expect(slideImages.size).toBe(1);
    const secondImage = page.waitForResponse((response) => response.url().includes('size=preview'));
    await page.locator('main .slick-dots li button').nth(1).click();
    await secondImage;
    expect(slideImages.size).toBe(2);
    await page.close();
  });
});
