import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { APP_URL } from '../support/app-env';
import { launchBrowser, signIn } from '../support/browser';
import startApp from '../support/start-app';
import stopApp from '../support/stop-app';
import { seedDemoEvent } from './demo-event';

/**
 * `npm run demo:screens`: the landing page's "Watch Demo" screenshots (frontends/shell/src/landing/demo), taken
 * of the real app. It starts the app as the browser tests do (port 8080 must be free), seeds the demo event
 * (demo-event.ts), signs its organiser in and takes each screen at a phone's size, then writes it as WebP.
 */
const OUT = join(__dirname, '..', '..', 'frontends', 'shell', 'src', 'landing', 'demo');
/** A phone's screen in CSS pixels, at twice the pixels: DEMO_SCREEN_SIZE of demo-screens.ts. */
const PHONE = { width: 390, height: 700 };
const PIXEL_RATIO = 2;
/** Each file's budget: the walkthrough's images load on a phone's connection as the visitor steps. */
const MAX_BYTES = 64 * 1024;

interface DemoShot {
  file: string;
  path: (eventId: string) => string;
  /** Waits until the screen shows what the shot is of, and scrolls it into place. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 }).first().waitFor();

/** Scrolls the card titled `title` to the top of the screen, just under the app's header. */
async function scrollToCard(page: Page, title: string): Promise<void> {
  const cardTitle = page.getByText(title, { exact: true }).first();
  await cardTitle.waitFor();
  await cardTitle.evaluate((element) => {
    const card = element.closest('.ant-card') ?? element;
    const header = document.querySelector('header');
    const below = header && getComputedStyle(header).position !== 'static' ? header.getBoundingClientRect().bottom : 0;
    window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - below - 12);
  });
}

const SHOTS: DemoShot[] = [
  {
    file: 'event-dashboard',
    path: (eventId) => `/events/${eventId}`,
    ready: async (page) => {
      await heading(page, 'Sitges wedding weekend');
      await page.locator('[data-banner] img').first().waitFor();
    },
  },
  {
    file: 'photos',
    path: (eventId) => `/events/${eventId}/photos`,
    ready: (page) => heading(page, 'Photo Gallery'),
  },
  {
    file: 'travel',
    path: (eventId) => `/events/${eventId}/travel`,
    ready: (page) => heading(page, 'Travel Coordination'),
  },
  {
    file: 'members',
    path: (eventId) => `/events/${eventId}/members`,
    ready: (page) => heading(page, 'Event Members'),
  },
  {
    file: 'schedule',
    path: (eventId) => `/events/${eventId}`,
    ready: async (page) => {
      await heading(page, 'Sitges wedding weekend');
      await scrollToCard(page, 'Event Schedule');
    },
  },
];

/** Every image on screen decoded, the fonts in, and the layout still for a moment. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        })
        .every((image) => image.complete && image.naturalWidth > 0),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

/** The screenshot as WebP, at the best quality that keeps it within MAX_BYTES. */
async function writeWebp(png: Buffer, file: string): Promise<number> {
  const path = join(OUT, `${file}.webp`);
  for (let quality = 86; quality >= 50; quality -= 4) {
    await sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toFile(path);
    const { size } = statSync(path);
    if (size <= MAX_BYTES) return size;
  }
  throw new Error(`${file}.webp stays over ${MAX_BYTES} bytes even at quality 50`);
}

async function main(): Promise<void> {
  await startApp();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: PIXEL_RATIO });
    const page = await context.newPage();
    await page.goto(APP_URL);
    // The database is new on every start: a fixed address, as the members screen shows it.
    await signIn(page, 'olivia.bennett@example.com', 'Olivia Bennett');
    const eventId = await seedDemoEvent(page);
    for (const shot of SHOTS) {
      await page.goto(`${APP_URL}${shot.path(eventId)}`);
      await shot.ready(page);
      await settled(page);
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const size = await writeWebp(png, shot.file);
      process.stdout.write(`${shot.file}.webp: ${(size / 1024).toFixed(1)} KB\n`);
    }
  } finally {
    await browser.close();
    await stopApp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
