import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, expectImageDecoded } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const OFFLINE_NOTICE = /^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/;

/** Creates through the API what the test later reads offline. */
async function planTrip(page: Page, eventId: string): Promise<void> {
  const calls: [string, string, unknown][] = [
    ['PUT', `/api/events/${eventId}`, { startDate: '2030-07-03T06:00:00.000Z', timeZone: 'Europe/Rome' }],
    [
      'POST',
      `/api/events/${eventId}/schedule`,
      { title: 'Sunrise hike', startTime: '2030-07-04T04:30:00.000Z', location: 'Rifugio Lagazuoi' },
    ],
    [
      'POST',
      `/api/events/${eventId}/flights`,
      {
        airline: 'Lufthansa',
        flightNumber: 'LH1862',
        departure: 'MUC',
        arrival: 'VCE',
        departureTime: '2030-07-02T07:10:00.000Z',
        arrivalTime: '2030-07-02T08:15:00.000Z',
      },
    ],
    [
      'POST',
      `/api/events/${eventId}/carpools`,
      { fromLocation: 'Venice airport', toLocation: 'Cortina', departureTime: '2030-07-02T10:00:00.000Z' },
    ],
  ];
  for (const [method, path, body] of calls) expect((await apiAs(page, method, path, body)).status).toBeLessThan(300);
  const { body } = await apiAs<{ schedule: { id: string }[] }>(page, 'GET', `/api/events/${eventId}/schedule`);
  expect((await apiAs(page, 'PUT', `/api/schedule/${body.schedule[0]!.id}/rsvp`, { status: 'going' })).status).toBe(
    200,
  );
}

async function uploadPhoto(page: Page, caption: string): Promise<void> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await page.getByLabel('Caption (optional)').fill(caption);
  await page.locator('input[type=file]').setInputFiles([{ name: 'lake.jpg', mimeType: 'image/jpeg', buffer }]);
  await page.getByText('Photo Uploaded').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByText('All Photos (1)').waitFor({ timeout: 30_000 });
  await expectImageDecoded(page, caption);
}

/** Chromium's own verdict on installing the app, and the manifest's name, colour and icons. */
async function expectInstallable(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test's browser context is an incognito one, where Chromium installs nothing: the one objection left.
  expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(['in-incognito']);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
    const body = (await (await fetch(link.href)).json()) as Record<string, unknown> & { icons: { src: string }[] };
    const icons = await Promise.all(body.icons.map(async ({ src }) => (await fetch(src)).headers.get('content-type')));
    const themeColor = document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    return { name: body.name, display: body.display, theme: body.theme_color, themeColor, icons };
  });
  expect(manifest).toEqual({
    name: 'Gatherly',
    display: 'standalone',
    theme: '#6236ff',
    themeColor: '#6236ff',
    icons: ['image/png', 'image/png', 'image/png'],
  });
}

const scheduleCard = (page: Page) => page.locator('.ant-card', { has: page.getByText('Event Schedule') });

/** What the device keeps of the signed-in user: saved reads, and the service worker's private caches. */
function keptOnDevice(page: Page): Promise<{ savedReads: number; privateCaches: string[] }> {
  return page.evaluate(async () => {
    const savedReads = await new Promise<number>((resolve) => {
      const opening = indexedDB.open('gatherly-saved-reads-1');
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('reads')) return resolve(0);
        const counting = database.transaction('reads').objectStore('reads').count();
        counting.onsuccess = () => {
          resolve(counting.result);
          database.close();
        };
      };
      opening.onerror = () => resolve(-1);
    });
    const privateCaches = (await caches.keys()).filter((name) => name.startsWith('gatherly-private-'));
    return { savedReads, privateCaches };
  });
}

/**
 * A phone on a slow line: the service worker's own requests (its install's downloads) wait until the
 * returned function lets them go, so the member opens sections before the worker controls the page.
 */
async function slowServiceWorkerInstall(context: BrowserContext): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/*', async (route) => {
    if (route.request().serviceWorker()) await released;
    await route.fallback();
  });
  return async () => {
    release();
    await context.unrouteAll({ behavior: 'wait' });
  };
}

/**
 * Until the device keeps every script and release entry this page loaded, or 20 s have passed: the
 * worker keeps them in the background, and the offline start after this is what checks it did.
 */
async function untilLoadedCodeKept(page: Page): Promise<void> {
  const kept = () =>
    page.evaluate(async () => {
      const code = performance
        .getEntriesByType('resource')
        .map(({ name }) => name)
        .filter((name) =>
          /(\/remoteEntry\.js|\/mf-manifest\.json|\.[0-9a-f]{10}\.(js|css))$/.test(new URL(name).pathname),
        );
      return (await Promise.all(code.map((name) => caches.match(name)))).every(Boolean);
    });
  const deadline = Date.now() + 20_000;
  while (!(await kept()) && Date.now() < deadline) await page.waitForTimeout(250);
}

/** A section's content; if the section failed to load instead, says so rather than timing out. */
async function expectSectionShows(page: Page, content: Locator): Promise<void> {
  const failed = page.getByText('This section is taking a break');
  await content.or(failed).first().waitFor();
  expect(await failed.isVisible()).toBe(false);
}

describe('An event without a network', () => {
  it('starts offline showing what was saved, refuses changes, and catches up once back online', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('offline'), 'Olive Offline');
    const eventId = await createEvent(page, 'Dolomites Hut Trip');
    await planTrip(page, eventId);
    // A token for the other member who changes the plan while this one is offline.
    const token = await page.evaluate(
      async () => ((await (await fetch('/api/auth/refresh', { method: 'POST' })).json()) as { token: string }).token,
    );

    // The service worker installs once a member is signed in; from then on it keeps what loads.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await expectInstallable(page);

    // Online: the member opens the dashboard, travel, members and photos once.
    await page.goto(`${APP_URL}/events/${eventId}/photos`);
    await page.getByRole('heading', { name: 'Photo Gallery' }).waitFor();
    await uploadPhoto(page, 'Lago di Braies');
    await page.goto(`${APP_URL}/events/${eventId}/travel`);
    await page.getByRole('heading', { name: 'MUC to VCE' }).waitFor();
    await page.getByRole('tab', { name: 'Carpools (1)' }).click();
    await page.getByText('Venice airport').first().waitFor();
    await page.goto(`${APP_URL}/events/${eventId}/members`);
    await page.getByRole('heading', { name: 'Event Members' }).waitFor();
    await page.getByText('Olive Offline').first().waitFor();
    await page.goto(`${APP_URL}/events/${eventId}`);
    const hike = scheduleCard(page).getByRole('article', { name: 'Sunrise hike' });
    await hike.waitFor();
    // No network at all, and the app started afresh on the event's dashboard.
    await page.context().setOffline(true);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Offline' });
    expect(await notice.innerText()).toMatch(OFFLINE_NOTICE);
    await page.getByRole('heading', { name: 'Dolomites Hut Trip', level: 2 }).waitFor();
    await hike.waitFor();
    const answers = hike.getByRole('radiogroup', { name: 'Your answer for Sunrise hike' });
    expect(await answers.getByRole('radio', { name: 'Going', exact: true }).isChecked()).toBe(true);
    await screenshots(page, 'offline-dashboard');
    await expectAccessible(page);

    // A change is refused with the reason, and the answer shown goes back to the saved one.
    await answers.getByText('Maybe', { exact: true }).click();
    const refusal = page.locator('.ant-notification-notice', { hasText: "You're offline: nothing was sent" });
    await refusal.getByText('Failed to update RSVP. Please try again.').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[aria-label="Your answer for Sunrise hike"] input[value="going"]')
          ?.checked === true,
    );

    // Travel, from the menu; then members and photos, each a fresh start without a network.
    await page.getByRole('menuitem', { name: 'Travel' }).click();
    await page.getByRole('heading', { name: 'MUC to VCE' }).waitFor();
    await page.getByText('Olive Offline · LH1862').waitFor();
    await page.getByRole('tab', { name: 'Carpools (1)' }).click();
    await page.getByText('Venice airport').first().waitFor();
    expect(await notice.innerText()).toMatch(OFFLINE_NOTICE);
    await screenshots(page, 'offline-travel');
    await page.goto(`${APP_URL}/events/${eventId}/members`);
    await page.getByRole('heading', { name: 'Event Members' }).waitFor();
    await page.getByText('Olive Offline').first().waitFor();
    await page.goto(`${APP_URL}/events/${eventId}/photos`);
    await expectImageDecoded(page, 'Lago di Braies');
    await screenshots(page, 'offline-photos', [375, 1280]);

    // Meanwhile another organiser adds to the plan.
    const added = await fetch(`${APP_URL}/api/events/${eventId}/schedule`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Hut dinner', startTime: '2030-07-04T17:00:00.000Z' }),
    });
    expect(added.status).toBe(201);

    // Back online: the session is confirmed, what was saved is replaced by the server's, the notice goes.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await hike.waitFor();
    // Chromium's emulation sends no 'online' event to a page that started offline: the app notices anyway.
    await page.context().setOffline(false);
    await scheduleCard(page).getByRole('article', { name: 'Hut dinner' }).waitFor();
    await notice.waitFor({ state: 'detached' });
    // The refused change was never sent, then or later.
    const { body } = await apiAs<{ schedule: { title: string; userRsvp: string | null }[] }>(
      page,
      'GET',
      `/api/events/${eventId}/schedule`,
    );
    expect(body.schedule.find((item) => item.title === 'Sunrise hike')?.userRsvp).toBe('going');

    // Signing out forgets what the device kept of this member.
    const kept = await keptOnDevice(page);
    expect(kept.savedReads).toBeGreaterThan(3);
    expect(kept.privateCaches.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // Whichever toast answers the sign-out, so that a refusal fails with its reason rather than a timeout.
    const outcome = page.locator('.ant-notification-notice', { hasText: /Signed out|Sign out failed/ }).first();
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain('You have been signed out successfully');
    await page.waitForFunction(async () => {
      const names = await caches.keys();
      return !names.some((name) => name.startsWith('gatherly-private-'));
    });
    expect(await keptOnDevice(page)).toEqual({ savedReads: 0, privateCaches: [] });
    await page.close();
  }, 180_000);

  it('shows offline the sections a member opened on the first visit, before the service worker took over', async () => {
    const page = await openPage(browser);
    const letInstallFinish = await slowServiceWorkerInstall(page.context());
    await signIn(page, uniqueEmail('first-visit'), 'Fiona First');
    const eventId = await createEvent(page, 'Lisbon Long Weekend');
    await planTrip(page, eventId);
    // The dashboard read the event before the plan was made through the API.
    await page.reload();
    await page.getByRole('heading', { name: 'Lisbon Long Weekend', level: 2 }).waitFor();

    // The first visit goes on: Travel and Members from the menu while the worker is still installing.
    await page.getByRole('menuitem', { name: 'Travel' }).click();
    await expectSectionShows(page, page.getByRole('heading', { name: 'MUC to VCE' }));
    await page.getByRole('menuitem', { name: 'Members' }).click();
    await expectSectionShows(page, page.getByRole('heading', { name: 'Event Members' }));
    await page.getByText('Fiona First').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);

    // The worker installs and takes over the page; nothing is opened again.
    await letInstallFinish();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await untilLoadedCodeKept(page);

    // Later, without a network: the app starts afresh on each section, on a phone and on a desktop.
    await page.context().setOffline(true);
    await page.reload();
    await expectSectionShows(page, page.getByRole('heading', { name: 'Event Members' }));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${APP_URL}/events/${eventId}/travel`);
      await expectSectionShows(page, page.getByRole('heading', { name: 'MUC to VCE' }));
      await page.getByText('Fiona First · LH1862').waitFor();
      await screenshots(page, 'offline-first-visit-travel', [width]);
      await page.goto(`${APP_URL}/events/${eventId}/members`);
      await expectSectionShows(page, page.getByRole('heading', { name: 'Event Members' }));
      await page.getByText('Fiona First').first().waitFor();
    }
    await page.close();
  }, 120_000);
});
