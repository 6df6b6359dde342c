import type { Browser } from 'playwright-core';
import { SECTIONS } from './support/sections';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitationLink, settingsInFull } from './support/app-actions';
import {
  expectOnlyRemoteDownProblems,
  launchBrowser,
  openPage,
  screenshots,
  signIn,
  signInThroughPopup,
  uniqueEmail,
} from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('The web shell in Chromium', () => {
  it('shows the landing page with every claim to a signed-out visitor, on any route', async () => {
    const page = await openPage(browser, '/somewhere/else');
    for (const text of [
      'Start Planning for Free',
      'Watch Demo',
      'How it works',
      'Features',
      'Free to start. No credit card needed.',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText('© 2024').waitFor();
    await screenshots(page, 'landing');
    await expectAccessible(page);
    await page.close();
  });

  it('serves the landing page rendered into its HTML, and takes it over without a visible change', async () => {
    const html = await (await fetch(`${APP_URL}/`)).text();
    expect(html).toContain('<h1>Plan weddings, getaways and milestones together</h1>');
    expect(html).toMatch(/<button[^>]*>Sign In<\/button>/);
    for (const width of [375, 1280]) {
      // Before any script: what the first paint shows.
      const bare = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const before = await bare.newPage();
      await before.goto(`${APP_URL}/`);
      const prerendered = await before.screenshot({ fullPage: true });
      await bare.close();
      // Hydrated, with the session check answered: the sign-in buttons work now.
      const page = await openPage(browser, '/', width);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
      });
      await page.locator('button:not([aria-disabled])', { hasText: /^Sign In$/ }).waitFor();
      expect(Buffer.compare(await page.screenshot({ fullPage: true }), prerendered)).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('never shows the landing page to a returning member while the session is checked', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('returning'), 'Rae Returning');
    await page.getByText('Welcome back, Rae Returning').waitFor();
    // Checked before every frame from the first one on.
    await page.addInitScript(() => {
      const check = () => {
        const landing = document.querySelector('.lp');
        if (landing && landing.getClientRects().length > 0) (window as { landingShown?: boolean }).landingShown = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await page.getByText('Welcome back, Rae Returning').waitFor();
    expect(await page.evaluate(() => (window as { landingShown?: boolean }).landingShown ?? false)).toBe(false);
    await page.close();
  });

  it("paints an event's banner and heading before antd has loaded, and antd's render takes them over in place", async () => {
    // antd's bundle is held back with page.route: the service worker would serve it from its precache.
    const page = await openPage(browser, '/', 1280, { serviceWorkers: 'block' });
    await signIn(page, uniqueEmail('frame'), 'Fay Frame');
    const eventId = await createEvent(page, 'Harbour Picnic');
    // antd's own bundle (the one with its style engine) waits until the frame has been looked at.
    let open = () => undefined as void;
    let gate = Promise.resolve();
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('data-token-hash')) await gate;
      await route.fulfill({ response, body });
    });
    const placed = () =>
      page.evaluate(() =>
        ['h2', '[data-banner]'].map((selector) => {
          const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
    for (const [width, style] of [
      [375, 'contained'],
      [1280, 'contained'],
      [1280, 'full-width'],
    ] as const) {
      expect((await apiAs(page, 'PUT', `/api/events/${eventId}`, { bannerSettings: { style } })).status).toBe(200);
      await page.setViewportSize({ width, height: 900 });
      gate = new Promise<void>((resolve) => (open = resolve));
      // Not until 'load': the held bundle keeps the page loading.
      await page.reload({ waitUntil: 'commit' });
      const frame = page.locator('[data-app-frame]');
      const heading = frame.getByRole('heading', { level: 2, name: 'Harbour Picnic' });
      await heading.waitFor();
      const clip = (await heading.boundingBox())!;
      const before = { places: await placed(), heading: await page.screenshot({ clip }) };
      open();
      await page.getByRole('button', { name: 'Invite' }).waitFor();
      await frame.waitFor({ state: 'detached' });
      expect(await placed()).toEqual(before.places);
      expect(Buffer.compare(await page.screenshot({ clip }), before.heading)).toBe(0);
    }
    // A script still on its way when the page closes would fail in the handler, during the next test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });

  it("shows the dashboard's counts from its first render, read at start-up with the event", async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('counts'), 'Cole Counts');
    const eventId = await createEvent(page, 'Counted Cabin Weekend');
    for (const flightNumber of ['TP1350', 'TP1351']) {
      const added = await apiAs(page, 'POST', `/api/events/${eventId}/flights`, {
        airline: 'TAP Air Portugal',
        flightNumber,
        departure: 'Lisbon',
        arrival: 'Porto',
        departureTime: '2030-06-12T08:40:00Z',
        arrivalTime: '2030-06-12T09:35:00Z',
      });
      expect(added.status).toBe(201);
    }
    // What the stats read when the dashboard's Invite button first appears, in the same render.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (![...document.querySelectorAll('button')].some((button) => button.textContent === 'Invite')) return;
        (window as { firstStats?: string[] }).firstStats = [...document.querySelectorAll('.ant-statistic')].map(
          (statistic) => statistic.textContent ?? '',
        );
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Invite' }).waitFor();
    expect(await page.evaluate(() => (window as { firstStats?: string[] }).firstStats)).toEqual([
      'RSVPs0',
      'Photos0',
      'Flights2',
      'Carpools0',
    ]);
    await page.close();
  });

  it("checks the session from the page's own <head>, while the app's entry script is still on its way", async () => {
    // The entry is held back with page.route: the service worker would serve it from its precache.
    const page = await openPage(browser, '/', 1280, { serviceWorkers: 'block' });
    await signIn(page, uniqueEmail('early'), 'Eli Early');
    await createEvent(page, 'Early Start Brunch');
    let release = () => undefined as void;
    const entryHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    const refreshed = page.waitForRequest(/\/api\/auth\/refresh$/);
    await page.reload({ waitUntil: 'commit' });
    await refreshed;
    release();
    // The app takes the worker's answers over: the dashboard shows, and nobody was signed out.
    await page.getByRole('button', { name: 'Invite' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Early Start Brunch' }).waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });

  it('signs a Pro user in through the popup, creates an event and lands on its dashboard', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('pro'), 'Pat Pro');
    await page.getByText('Welcome back, Pat Pro').waitFor();
    await page.getByText('No Events Yet').waitFor();
    await screenshots(page, 'events-dashboard-empty');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Event' }).first().click();
    await page.getByText('Create New Event').waitFor();
    await page.getByText('0/10 events').waitFor();
    await screenshots(page, 'create-event');
    await expectAccessible(page);

    // At a desk: the open date-time picker has no seconds and no OK button to reach and stays within the
    // window; Enter in a half-typed date does not create the event, and the end follows the start.
    await page.getByLabel('Event Name').fill('Half-typed');
    const start = page.getByLabel('Start Date');
    await start.click();
    const popup = page.locator('.ant-picker-dropdown:visible');
    await popup.waitFor();
    // The time columns render just after the panel.
    await popup.locator('.ant-picker-time-panel-column').nth(1).waitFor();
    expect(await popup.locator('.ant-picker-time-panel-column').count()).toBe(2);
    expect(await popup.getByRole('button', { name: 'OK' }).count()).toBe(0);
    const panel = (await popup.locator('.ant-picker-panel-container').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
    await screenshots(page, 'create-event-picker', [1280]);
    const formUrl = page.url();
    await start.fill('2030-06-1');
    await start.press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(formUrl);
    expect(await page.getByText('Event Created').count()).toBe(0);
    await start.fill('2030-06-12 18:00');
    await start.press('Enter');
    expect(await start.inputValue()).toBe('Jun 12, 2030 18:00');
    // Enter closes the start's picker before the end's opens.
    await popup.waitFor({ state: 'hidden' });
    await page.getByLabel('End Date').click();
    await popup.locator('.ant-picker-month-btn', { hasText: 'Jun' }).waitFor();
    expect(await page.getByLabel('End Date').inputValue()).toBe('Jun 13, 2030 18:00');
    await page.keyboard.press('Escape');

    // On a phone: the device's own date and time input, to the minute and within the screen; Enter in it
    // does not submit the form either.
    await page.setViewportSize({ width: 375, height: 900 });
    // The field becomes the device's input when the page hears of the new width, a moment after the resize.
    const native = page.getByLabel('Start Date').and(page.locator('input[type="datetime-local"]'));
    await native.waitFor();
    expect(await native.inputValue()).toBe('2030-06-12T18:00');
    expect(await page.getByLabel('End Date').inputValue()).toBe('2030-06-13T18:00');
    const field = (await native.boundingBox())!;
    expect(field.x).toBeGreaterThanOrEqual(0);
    expect(field.x + field.width).toBeLessThanOrEqual(375);
    await native.press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(formUrl);
    await screenshots(page, 'create-event-dates-phone', [375]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goBack();
    await createEvent(page, 'Lisbon Getaway');
    await page.getByText('Event Created').waitFor();
    await page.getByText('Date TBD').first().waitFor();
    await screenshots(page, 'event-dashboard');
    await expectAccessible(page);
    await page.goto(`${APP_URL}/`);
    // The event's card; the header's event chip names it too, as the current event survives the reload.
    await page.getByRole('main').getByText('Lisbon Getaway').waitFor();
    await screenshots(page, 'events-dashboard');
    await expectAccessible(page);
    await page.close();
  });

  it("renders every section with the shell's antd: one copy of its internals, loaded by component", async () => {
    const page = await openPage(browser);
    // antd's internals carry these class names as literals; a build that bundles them has them.
    const antdInternals = /ant-wave|css-var-/;
    // Names that survive minification: the form engine's instance methods and the date pickers' own prefix.
    const formsAndPickers = /getFieldsValue|rc-picker/;
    const antdFrom = new Set<string>();
    const scriptsWithFormsOrPickers: string[] = [];
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      scripts.push(response.url());
      const code = await response.text().catch(() => '');
      if (antdInternals.test(code)) antdFrom.add(new URL(response.url()).origin);
      if (formsAndPickers.test(code)) scriptsWithFormsOrPickers.push(response.url());
    });
    await signIn(page, uniqueEmail('antd'), 'Andi Antd');
    const eventId = await createEvent(page, 'One Antd');
    scriptsWithFormsOrPickers.length = 0;
    scripts.length = 0;
    await page.goto(`${APP_URL}/events/${eventId}`);
    await page.getByRole('button', { name: 'Invite' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The dashboard loads its own components, not the forms and pickers of other screens.
    expect(scriptsWithFormsOrPickers).toEqual([]);
    // The libraries it renders with come in one chunk (webpack.cjs, dashboardLibraries), not one script per
    // antd component: 37 scripts without it, 22 with it; and the shared React, ReactDOM and query library
    // in another (firstPaintPackages), not one per share: 18. The event's banner and facts, which the
    // invitation page shows too, come in a chunk of their own (over splitChunks' 20 KB minimum): 19.
    expect(scripts.length).toBeLessThanOrEqual(20);
    const themeKey = await cssVarKeys(page.getByRole('button', { name: 'Invite' }).first());
    expect(themeKey).toHaveLength(1);
    for (const [section, heading] of SECTIONS) {
      await page.getByRole('menuitem', { name: section }).click();
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
      // A section's antd reads the shell's ConfigProvider: a second copy of antd would have a context of its
      // own, and its components would carry antd's default theme key instead of the event's.
      expect(await cssVarKeys(page.getByRole('main').locator('.ant-btn, .ant-card, .ant-tabs').first())).toEqual(
        themeKey,
      );
    }
    // Settings' colour pickers are in its cards below the fold.
    await settingsInFull(page);
    // The sections take antd's components through the federation runtime, each as the screen needs it.
    const everywhere = await loadedAntd();
    expect(everywhere.names).toEqual(expect.arrayContaining(['antd/es/upload', 'antd/es/color-picker']));
    expect(everywhere.names).not.toEqual(expect.arrayContaining(['antd/es/date-picker']));
    // Every section rendered the shell's antd: no section's server sent any of antd's code.
    expect([...antdFrom]).toEqual([APP_URL]);
    await page.close();

    /** The css-var-* classes of an element or its nearest antd ancestor: the theme key antd gave it. */
    function cssVarKeys(element: ReturnType<typeof page.locator>) {
      return element.evaluate((node) => {
        const themed = node.closest('[class*="css-var-"]');
        return [...(themed?.classList ?? [])].filter((name) => name.startsWith('css-var-'));
      });
    }

    /** The antd entry points the federation runtime has loaded for the sections. */
    function loadedAntd() {
      return page.evaluate(() => {
        type Share = { from?: string; loaded?: boolean; lib?: unknown };
        type Scopes = Record<string, Record<string, Record<string, Record<string, Share>>>>;
        const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__.__SHARE__;
        const names = new Set<string>();
        for (const scope of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(scope.default ?? {})) {
            if (!name.startsWith('antd/')) continue;
            for (const share of Object.values(versions)) {
              if (!share.loaded && !share.lib) continue;
              names.add(name);
            }
          }
        }
        return { names: [...names].sort() };
      });
    }
  });

  it('offers a free user the upgrade dialog instead of the form', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('free'), 'Fran Free', 'free');
    await page.getByRole('button', { name: 'Create Event' }).first().click();
    await page.getByText('Upgrade to Pro').waitFor();
    await page.getByText('Create up to 10 events').waitFor();
    await screenshots(page, 'upgrade-dialog');
    await page.close();
  });

  it('shows Page Not Found to a signed-in user and Access Denied to a non-member', async () => {
    const owner = await openPage(browser);
    await signIn(owner, uniqueEmail('owner'), 'Olive Owner');
    const eventId = await createEvent(owner, 'Private Party');
    await owner.close();

    const stranger = await openPage(browser);
    await signIn(stranger, uniqueEmail('stranger'), 'Sam Stranger');
    await stranger.goto(`${APP_URL}/no/such/page`);
    await stranger.getByText('Page Not Found').waitFor();
    await screenshots(stranger, 'not-found');
    await stranger.goto(`${APP_URL}/events/${eventId}`);
    await stranger.getByText('You have not been invited to this event').waitFor();
    await screenshots(stranger, 'access-denied');
    await expectAccessible(stranger);
    await stranger.getByRole('button', { name: 'Back to Dashboard' }).click();
    await stranger.getByText('Welcome back, Sam Stranger').waitFor();
    await stranger.close();
  });

  it('takes an invited friend from the e-mail link to the event', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('host'), 'Hana Host');
    const eventId = await createEvent(host, 'Birthday Dinner');
    const guestEmail = uniqueEmail('guest');
    const invited = await apiAs(host, 'POST', `/api/events/${eventId}/members`, {
      userEmail: guestEmail,
      role: 'attendee',
    });
    expect(invited.status).toBe(201);

    // The worker's development catcher received the e-mail over SMTP; its page shows the link.
    const link = await invitationLink(browser, guestEmail);
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);

    const guest = await openPage(browser, new URL(link).pathname);
    await guest.getByText("You're Invited").waitFor();
    await guest.getByText('Birthday Dinner').waitFor();
    await screenshots(guest, 'invitation-signed-out');
    await expectAccessible(guest);
    // Signing in from the invitation accepts it: no second click.
    await signInThroughPopup(guest, 'Sign In', guestEmail, 'Gus Guest', 'free');
    await guest.getByText('Invitation Accepted!').waitFor();
    await guest.waitForURL(new RegExp(`/events/${eventId}$`), { timeout: 10_000 });
    await guest.getByRole('heading', { name: 'Birthday Dinner', level: 2 }).waitFor();
    await host.close();
    await guest.close();
  });

  it('keeps the app working with a fallback and Retry when a remote is down', async () => {
    // The remote is taken down with page.route, which the service worker's own fetches would go around.
    const page = await openPage(browser, '/', 1280, { serviceWorkers: 'block' });
    await signIn(page, uniqueEmail('remote'), 'Rita Remote');
    const eventId = await createEvent(page, 'Ski Trip');
    await page.route('http://localhost:3101/**', (route) => route.abort());
    await page.goto(`${APP_URL}/events/${eventId}/photos`);
    await page.getByText('This section is taking a break').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await screenshots(page, 'remote-fallback');
    await page.getByRole('menuitem', { name: 'Travel' }).click();
    await page.getByRole('heading', { name: 'Travel Coordination' }).waitFor();
    await page.unroute('http://localhost:3101/**');
    await page.close();
    expectOnlyRemoteDownProblems();
  });

  it('signs out: the user, the current event and the cached data go', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('leaving'), 'Leo Leaving');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Sign Out').click();
    await page.getByText('You have been signed out successfully').waitFor();
    await page.getByText('Start Planning for Free').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentEventId'))).toBeNull();
    await page.close();
  });
});
