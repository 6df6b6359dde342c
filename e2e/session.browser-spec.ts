import type { Browser, Page } from 'playwright-core';
import { APP_URL, E2E_OIDC_NAME } from './support/app-env';
import { createEvent } from './support/app-actions';
import { launchBrowser, openPage, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The event's dashboard shows, so the session held: a signed-out visitor gets the landing page. */
async function expectDashboard(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, level: 2 }).waitFor({ timeout: 20_000 });
  expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
}

describe('A signed-in session in Chromium', () => {
  it('survives a reload while the previous load is refreshing its token, twenty times over', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('reloader'), 'Rita Reloader');
    const name = 'Reload Weekend';
    await createEvent(page, name);
    for (let attempt = 0; attempt < 20; attempt++) {
      const refreshing = page.context().waitForEvent('request', {
        predicate: (request) => request.url().endsWith('/api/auth/refresh'),
        timeout: 10_000,
      });
      await page.reload({ waitUntil: 'commit' });
      await refreshing;
      // The second reload cancels the first one's refresh after the server may have rotated the cookie.
      await page.reload();
      await expectDashboard(page, name);
    }
    await page.close();
  });

  it('opens three tabs of the signed-in app at once and keeps every one signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await context.newPage();
    await first.goto(APP_URL);
    await signIn(first, uniqueEmail('tabs'), 'Tess Tabs');
    const name = 'Three Tabs Trip';
    const eventId = await createEvent(first, name);
    const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()));
    await Promise.all(tabs.map((tab) => tab.goto(`${APP_URL}/events/${eventId}`)));
    await Promise.all(tabs.map((tab) => expectDashboard(tab, name)));
    // And the cookie all three left behind still opens the app.
    await first.reload();
    await expectDashboard(first, name);
    await context.close();
  });

  it('sends a signed-out visitor of an event route to the landing page at /, and back to the route after sign-in', async () => {
    const email = uniqueEmail('returner');
    const host = await openPage(browser);
    await signIn(host, email, 'Remy Returner');
    const eventId = await createEvent(host, 'Return Weekend');
    await host.close();

    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(`${APP_URL}/events/${eventId}/photos`);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await page.waitForURL(`${APP_URL}/`);
    expect(uncaught).toEqual([]);

    await signIn(page, email, 'Remy Returner');
    await page.waitForURL(`${APP_URL}/events/${eventId}/photos`);
    await page.getByRole('heading', { name: 'Photo Gallery' }).waitFor();
    expect(uncaught).toEqual([]);
    await context.close();
  });
});

describe('Signing in with another OpenID provider', () => {
  it('offers it beside Google when one signs in, and signs in through its popup, PKCE and all', async () => {
    const page = await openPage(browser);
    const email = uniqueEmail('sso');
    await page.locator('button:not([aria-disabled])', { hasText: /^Sign In$/ }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('dialog', { name: 'Sign in' })
        .getByRole('button', { name: `Continue with ${E2E_OIDC_NAME}` })
        .click(),
    ]);
    // The popup went to the provider's authorization endpoint, found by discovery: not Google's route.
    await popup.getByLabel('Email Address').waitFor();
    expect(new URL(popup.url()).pathname).toMatch(/^\/api\/local-idp\//);
    await popup.getByLabel('Email Address').fill(email);
    await popup.getByLabel('Display Name').fill('Sasha Single-Sign-On');
    await popup.getByLabel('Plan of a new account').selectOption('paid');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Signed in as Sasha Single-Sign-On').waitFor({ timeout: 15_000 });
    // And the session is a real one: it survives a reload.
    const name = 'Single Sign-On Summit';
    await createEvent(page, name);
    await page.reload();
    await expectDashboard(page, name);
    await page.close();
  });
});
