import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { unstyledAntdClasses } from './support/antd-styles';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, settingsInFull } from './support/app-actions';
import { a11yProblems } from './support/axe';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { LAYOUT_WIDTHS, settledEndlessAnimations, settledLayoutProblems } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** As long as the form allows, in words a person would use: the longest heading any screen shows. */
const EVENT_NAME =
  "Grandma Rosalind's Ninetieth Birthday Celebration and Family Reunion Weekend at Lakeside Lodge, Lake Tahoe";

async function jpeg(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** An event with everything its screens list: photos, flights, carpools, schedule items and invitations. */
async function eventFullOfContent(page: Page): Promise<string> {
  const eventId = await createEvent(page, EVENT_NAME);
  const post = async (path: string, body: unknown) => {
    const { status } = await apiAs(page, 'POST', path, body);
    expect(status).toBe(201);
  };
  for (const [airline, flightNumber, departure, arrival] of [
    ['Scandinavian Airlines System', 'SK1234', 'Copenhagen Kastrup International', 'San Francisco International'],
    ['KLM Royal Dutch Airlines', 'KL0605', 'Amsterdam Airport Schiphol', 'Reno-Tahoe International'],
  ]) {
    await post(`/api/events/${eventId}/flights`, {
      airline,
      flightNumber,
      departure,
      arrival,
      departureTime: '2030-06-12T08:40:00Z',
      arrivalTime: '2030-06-12T18:05:00Z',
    });
  }
  for (const [fromLocation, toLocation] of [
    [
      'Reno-Tahoe International Airport, Arrivals Level Door 7',
      'Lakeside Lodge, 1200 Emerald Bay Road, South Lake Tahoe',
    ],
    ['San Francisco International Airport', 'Lakeside Lodge, Emerald Bay Road'],
  ]) {
    await post(`/api/events/${eventId}/carpools`, {
      fromLocation,
      toLocation,
      departureTime: '2030-06-12T20:00:00Z',
      maxSeats: 5,
    });
  }
  for (const [title, location] of [
    [
      'Welcome Dinner with the Whole Family and Speeches from the Grandchildren',
      'The Boathouse Restaurant, Emerald Bay',
    ],
    ['Sunrise Kayak Tour around the Lake', 'Lakeside Lodge Private Beach and Boat Dock, South Shore'],
    ['Birthday Brunch', null],
  ]) {
    await post(`/api/events/${eventId}/schedule`, {
      title,
      description: 'Bring a jacket: evenings by the lake are cold even in June.',
      startTime: '2030-06-13T17:30:00Z',
      endTime: '2030-06-13T21:00:00Z',
      location,
    });
  }
  const { body } = await apiAs<{ members: { userId: string }[] }>(page, 'GET', `/api/events/${eventId}/members`);
  const me = body.members[0]!.userId;
  await post(`/api/events/${eventId}/expenses`, {
    title: 'Groceries for the Whole Week at the Lakeside Lodge, Birthday Cake Included',
    amount: 123456,
    currency: 'EUR',
    rate: '1.0825',
    spentOn: '2030-06-12',
    payers: [{ userId: me, amount: 123456 }],
    splitMode: 'equal',
    participants: [{ userId: me }],
  });
  for (const label of ['christopher.montgomery-wellington', 'alexandra.konstantinopoulou', 'sam']) {
    await post(`/api/events/${eventId}/members`, { userEmail: uniqueEmail(label), role: 'attendee' });
  }

  await page.goto(`${APP_URL}/events/${eventId}/photos`);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await page.getByLabel('Caption (optional)').fill('The whole family on the jetty at sunset, all four generations');
  await page
    .locator('input[type=file]')
    .setInputFiles([
      await jpeg('jetty.jpg', '#f97316'),
      await jpeg('lake.jpg', '#0ea5e9'),
      await jpeg('cake.jpg', '#a855f7'),
      await jpeg('forest.jpg', '#16a34a'),
    ]);
  await page.waitForFunction(() => document.querySelectorAll('.ant-progress-status-success').length === 4, null, {
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await page.getByText('All Photos (4)').waitFor({ timeout: 30_000 });
  return eventId;
}

/** Images decoded, so that the page has its final width. */
const imagesLoaded = (page: Page) =>
  page.waitForFunction(
    () => [...document.images].every((image) => image.complete && (image.naturalWidth > 0 || !image.src)),
    null,
    { timeout: 20_000 },
  );

/**
 * Checks the screen at every width (and axe at two, and that antd's styles for it have loaded) and saves its screenshots; answers what is wrong, by screen and width
 * (all of them, so that one run shows every overflow).
 */
async function checkScreen(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await imagesLoaded(page);
    for (const problem of await settledLayoutProblems(page)) found.push(`${name} @${width}: ${problem}`);
    for (const unstyled of await unstyledAntdClasses(page)) found.push(`${name} @${width}: ${unstyled} not styled`);
    // axe at a phone's width and a laptop's: the two layouts (bottom bar and drawer, or side bar).
    if (width === 375 || width === 1280) found.push(...(await a11yProblems(page, `${name} @${width}`)));
    await screenshots(page, `layout-${name}`, [width]);
  }
  return found;
}

describe('Every screen at every width', () => {
  it('fits the window with nothing cut off and nothing animating endlessly, on the landing page, the sign-in chooser and the sign-in popup', async () => {
    const page = await openPage(browser, '/', 375);
    await page.locator('button:not([aria-disabled])', { hasText: 'Sign In' }).first().waitFor();
    const found = (await settledEndlessAnimations(page)).map((animation) => `landing: endless ${animation}`);
    found.push(...(await checkScreen(page, 'landing')));
    await page.setViewportSize({ width: 375, height: 900 });
    // The browser tests' app offers another OpenID provider, so Sign In first asks which, in a dialog.
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const chooser = page.getByRole('dialog', { name: 'Sign in' });
    await chooser.getByRole('button', { name: 'Continue with Google' }).waitFor();
    found.push(...(await checkScreen(page, 'sign-in-chooser')));
    await page.setViewportSize({ width: 375, height: 900 });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      chooser.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.setViewportSize({ width: 375, height: 700 });
    await popup.getByLabel('Email Address').waitFor();
    for (const problem of await settledLayoutProblems(popup)) found.push(`sign-in popup @375: ${problem}`);
    await screenshots(popup, 'layout-sign-in-popup', [375]);
    await popup.getByLabel('Email Address').fill(uniqueEmail('layout-landing'));
    await popup.getByLabel('Display Name').fill('Lee Landing');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Signed in as Lee Landing').waitFor({ timeout: 15_000 });
    expect(found).toEqual([]);
    await page.close();
  });

  it('fits the window with nothing cut off and nothing animating endlessly, on every signed-in screen of an event full of content', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('layout'), 'Maximilian Bartholomew-Featherstonehaugh');
    const eventId = await eventFullOfContent(page);
    const found: string[] = [];
    // Each screen as it opens, left alone, then (`complete`) with everything in it.
    const visit = async (name: string, path: string, ready: () => Promise<unknown>, complete?: () => Promise<void>) => {
      await page.goto(`${APP_URL}${path}`);
      await ready();
      for (const animation of await settledEndlessAnimations(page)) found.push(`${name}: endless ${animation}`);
      await complete?.();
      found.push(...(await checkScreen(page, name)));
    };

    await visit('events-dashboard', '/', () => page.getByRole('main').getByText(EVENT_NAME).first().waitFor());
    await visit('create-event', '/create-event', () => page.getByText('Create New Event').waitFor());
    await visit('event-dashboard', `/events/${eventId}`, () =>
      page.getByText('Welcome Dinner with the Whole Family', { exact: false }).first().waitFor(),
    );
    // Recent activity names the person and folds their four uploads into one line.
    await page
      .getByRole('link', { name: 'Maximilian Bartholomew-Featherstonehaugh uploaded 4 photos' })
      .first()
      .waitFor({ timeout: 10_000 });
    await visit('photos', `/events/${eventId}/photos`, () => page.getByText('All Photos (4)').waitFor());
    await visit('travel-flights', `/events/${eventId}/travel`, () =>
      page.getByRole('tab', { name: 'Flights (2)' }).waitFor(),
    );
    await page.getByRole('tab', { name: 'Carpools (2)' }).click();
    await page.getByText('Lakeside Lodge, Emerald Bay Road').first().waitFor();
    found.push(...(await checkScreen(page, 'travel-carpools')));
    await visit('members', `/events/${eventId}/members`, () => page.getByText('Pending Invitations (3)').waitFor());
    await visit('costs', `/events/${eventId}/costs`, () => page.getByText('Expenses (1)').waitFor());
    await visit(
      'settings',
      `/events/${eventId}/settings`,
      () => page.getByRole('heading', { name: 'Event Settings' }).waitFor(),
      () => settingsInFull(page),
    );
    await visit('activity', '/activity', () => page.getByRole('heading', { name: 'Recent Activity' }).waitFor());
    await visit('not-found', '/no/such/page', () => page.getByText('Page Not Found').waitFor());

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByText('Edit Profile').click();
    await page.getByRole('dialog').getByRole('tab').first().waitFor();
    found.push(...(await checkScreen(page, 'profile-dialog')));

    expect(found).toEqual([]);
    await page.close();
  }, 300_000);
});

/** The button's box once it has stopped moving (a dialog zooms in as it opens). */
async function settledBox(button: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous = await button.boundingBox();
  for (let steady = 0; steady < 3;) {
    await button.page().waitForTimeout(100);
    const box = await button.boundingBox();
    steady = JSON.stringify(box) === JSON.stringify(previous) ? steady + 1 : 0;
    previous = box;
  }
  if (!previous) throw new Error('The button has no box');
  return previous;
}

describe('What arrives after a dialog has opened', () => {
  it.each([
    ['a phone (the device’s own input)', 375],
    ['a desktop (the date picker)', 1280],
  ] as const)(
    'a date field’s code: its placeholder holds the field’s place, so the buttons below stay under the pointer, on %s',
    async (_device, width) => {
      const page = await openPage(browser, '/', width, { serviceWorkers: 'block' });
      await signIn(page, uniqueEmail('placeholder'), 'Pat Placeholder');
      const eventId = await createEvent(page, 'Placeholder Picnic');
      // The date and time field's code waits until released: its placeholder shows for as long as needed.
      let releaseField!: () => void;
      const fieldReleased = new Promise<void>((resolve) => (releaseField = resolve));
      await page.route('**/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('type:"datetime-local"')) await fieldReleased;
        await route.fulfill({ response, body });
      });
      await page.goto(`${APP_URL}/events/${eventId}`);
      await page.getByRole('button', { name: 'Add the First Item' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Schedule Item' });
      const submit = dialog.getByRole('button', { name: 'Add Item' });
      await dialog.locator('.ant-skeleton').nth(1).waitFor();
      const whileLoading = await settledBox(submit);

      releaseField();
      await dialog.getByLabel('Start Time').waitFor();
      expect(await dialog.locator('.ant-skeleton').count()).toBe(0);
      expect(await settledBox(submit)).toEqual(whileLoading);
      await page.close();
    },
  );
  it('a profile: its title holds its lines meanwhile, so the tabs below stay under the pointer', async () => {
    const page = await openPage(browser, '/', 375, { serviceWorkers: 'block' });
    await signIn(page, uniqueEmail('title'), 'Tia Title');
    let releaseProfile!: () => void;
    const profileReleased = new Promise<void>((resolve) => (releaseProfile = resolve));
    await page.route(/\/api\/users\/[^/]+$/, async (route) => {
      await profileReleased;
      await route.continue();
    });
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByText('Edit Profile').click();
    const dialog = page.getByRole('dialog');
    const emails = dialog.getByRole('tab', { name: 'Alerts' });
    await emails.waitFor();
    const whileLoading = await settledBox(emails);

    releaseProfile();
    await dialog.getByText('Tia Title').waitFor();
    expect(await settledBox(emails)).toEqual(whileLoading);
    await page.close();
  });
  it('a dialog itself: it takes no click while it appears, when what a person sees of it is not yet there', async () => {
    const page = await openPage(browser, '/', 1280);
    await signIn(page, uniqueEmail('appear'), 'Ari Appear');
    await createEvent(page, 'Appearing Dialog Dinner');
    const addFirst = page.getByRole('button', { name: 'Add the First Item' });
    await addFirst.waitFor();
    // Each frame while the dialog appears (antd's motion classes on it): would a click at its button reach it?
    await page.evaluate(() => {
      const frames: string[] = [];
      const state = window as { appearing?: string[]; appeared?: boolean };
      state.appearing = frames;
      const motion = /-(appear|enter)\b/;
      const check = () => {
        const modal = [...document.querySelectorAll('.ant-modal')].find((candidate) =>
          candidate.textContent?.includes('Add Schedule Item'),
        );
        const button = modal && [...modal.querySelectorAll('button')].find((b) => b.textContent === 'Add Item');
        if (modal && button && motion.test(modal.className)) {
          const { x, y, width, height } = button.getBoundingClientRect();
          const hit = document.elementFromPoint(x + width / 2, y + height / 2);
          frames.push(
            `${modal.className.match(/\S*-(appear|enter)\S*/g)!.join(' ')}: ${button.contains(hit) ? 'reached' : 'not reached'}`,
          );
        }
        if (!modal || motion.test(modal.className)) requestAnimationFrame(check);
        else state.appeared = true;
      };
      requestAnimationFrame(check);
    });
    await addFirst.click();
    await page.waitForFunction(() => (window as { appeared?: boolean }).appeared);
    const frames = await page.evaluate(() => (window as { appearing?: string[] }).appearing!);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame.endsWith(': reached'))).toEqual([]);
    await page.close();
  });
});
