import type { Browser } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitationLink } from './support/app-actions';
import { captureAtEveryWidth, launchBrowser, openPage, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('The upgrade path', () => {
  it('takes a free user from Create Event through the upgrade dialog to the plans page, their plan marked', async () => {
    const page = await openPage(browser);
    const email = uniqueEmail('fiona');
    await signIn(page, email, 'Fiona Free', 'free');
    // The spec's empty state, saying why creating leads to the plans; its button opens the upgrade path.
    await page.getByText('No Events Yet').waitFor();
    await page.getByText('Creating your own events comes with Pro.').first().waitFor();
    expect(await page.getByText('0/0').count()).toBe(0);
    await captureAtEveryWidth(page, 'events-dashboard-free');

    await page.getByRole('button', { name: 'Create Your First Event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Upgrade to Pro').waitFor();
    await dialog.getByText('Create up to 10 events').waitFor();
    await dialog.getByText('Up to 100 attendees per event').waitFor();
    const copy = await dialog.innerText();
    expect(copy).toContain('Export members, travel, the schedule and photos');
    expect(copy).not.toMatch(/0\/0|\dx more|analytics|Contact support/i);
    await captureAtEveryWidth(page, 'upgrade-dialog-free');
    await expectAccessible(page);

    const [pricing] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'See Plans' }).click(),
    ]);
    await pricing.waitForURL(`${APP_URL}/pricing`);
    await pricing.getByRole('heading', { name: 'Plans', level: 2 }).waitFor();
    const current = pricing.locator('[aria-current="true"]');
    await current.getByText('Your plan').waitFor();
    expect(await current.getAttribute('aria-label')).toBe('Free plan, your plan');
    for (const name of ['Free', 'Pro', 'Enterprise']) {
      await pricing.getByRole('heading', { name, level: 3, exact: true }).waitFor();
    }
    // The browser tests' app sells plans through the local Stripe server (billing.browser-spec.ts buys one).
    await pricing.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade' }).waitFor();
    await captureAtEveryWidth(pricing, 'pricing-free');
    await expectAccessible(pricing);
    await pricing.close();
    // The dialog closed a second after opening the plans (a page in the background runs no animations).
    await page.bringToFront();
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });

    // /create-event says the plan does not include events and where the plans are: no form it cannot send.
    await page.goto(`${APP_URL}/create-event`);
    await page.getByText('Your plan does not include creating events').waitFor();
    expect(await page.getByText('0/0').count()).toBe(0);
    expect(await page.getByLabel('Event Name').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create Event' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Dashboard' }).waitFor();
    await captureAtEveryWidth(page, 'create-event-free');
    await page.getByRole('button', { name: 'See Plans' }).click();
    await page.waitForURL(`${APP_URL}/pricing`);
    await page.getByRole('heading', { name: 'Plans', level: 2 }).waitFor();
    await page.close();
  });

  it('marks Pro for a Pro user and offers Enterprise next', async () => {
    const page = await openPage(browser);
    const email = uniqueEmail('petra');
    await signIn(page, email, 'Petra Pro');
    await page.goto(`${APP_URL}/pricing`);
    const current = page.locator('[aria-current="true"]');
    await current.getByText('Your plan').waitFor();
    expect(await current.getAttribute('aria-label')).toBe('Pro plan, your plan');
    await page.getByRole('region', { name: 'Enterprise plan' }).getByRole('button', { name: 'Upgrade' }).waitFor();
    await captureAtEveryWidth(page, 'pricing-pro');
    await page.close();
  });

  it('leads an invited guest on the free plan with the events they were invited to', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('hosting'), 'Hal Host');
    const eventId = await createEvent(host, 'Harvest Supper');
    const guestEmail = uniqueEmail('invitee');
    const guest = await openPage(browser);
    await signIn(guest, guestEmail, 'Gia Guest', 'free');
    const invited = await apiAs(host, 'POST', `/api/events/${eventId}/members`, {
      userEmail: guestEmail,
      role: 'attendee',
    });
    expect(invited.status).toBe(201);
    const link = await invitationLink(browser, guestEmail);
    const token = new URL(link).pathname.split('/').pop();
    expect((await apiAs(guest, 'POST', `/api/invitations/${token}/accept`)).status).toBeLessThan(300);

    await guest.reload();
    const heading = guest.getByRole('heading', { name: 'Events you’re invited to' });
    await heading.waitFor();
    await guest.getByRole('main').getByText('Harvest Supper').waitFor();
    const plan = guest.getByText('Your plan', { exact: true });
    await plan.waitFor();
    // The invitations come first, the plan after them.
    expect((await heading.boundingBox())!.y).toBeLessThan((await plan.boundingBox())!.y);
    expect(await guest.getByRole('button', { name: 'Create Your First Event' }).count()).toBe(0);
    await captureAtEveryWidth(guest, 'events-dashboard-guest');
    await expectAccessible(guest);
    await host.close();
    await guest.close();
  });
});
