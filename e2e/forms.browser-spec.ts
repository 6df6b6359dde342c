import type { Browser } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { createEvent, settingsInFull, typeDateTime } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', 1280],
  ['phone', 375],
] as const)('Forms and plans, %s', (device, width) => {
  const phone = width === 375;

  it('refuses an end before the start beside End Date, sending nothing', async () => {
    const page = await openPage(browser, '/', width);
    await signIn(page, uniqueEmail('dates'), 'Dana Dates');
    await page.goto(`${APP_URL}/create-event`);
    const form = page.locator('form');
    await form.getByLabel('Event Name').fill('Backwards Weekend');
    await typeDateTime(form, 'Start Date', '2031-06-12 18:00', phone);
    await typeDateTime(form, 'End Date', '2031-06-10 18:00', phone);
    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events')
        creations.push(request.url());
    });
    await form.getByRole('button', { name: 'Create Event' }).click();
    const refusal = form.locator('.ant-form-item', { has: page.getByLabel('End Date', { exact: true }) });
    await refusal.getByText('End date must be after the start date').waitFor();
    expect(creations).toEqual([]);
    expect(page.url()).toBe(`${APP_URL}/create-event`);
    await expectNothingClipped(page);
    await screenshots(page, `create-event-end-before-start-${device}`, [width]);
    await page.close();
  });

  it('gives a free user the spec’s empty state, leading to the upgrade path, and no unsendable form', async () => {
    const page = await openPage(browser, '/', width);
    await signIn(page, uniqueEmail('free'), 'Fern Free', 'free');
    await page.getByText('No Events Yet').waitFor();
    await page.getByText('Creating your own events comes with Pro.').first().waitFor();
    await page.getByRole('button', { name: 'Create Your First Event' }).click();
    await page.getByRole('dialog').getByText('Upgrade to Pro').waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${APP_URL}/create-event`);
    await page.getByText('Your plan does not include creating events').waitFor();
    await page.getByRole('button', { name: 'Back to Dashboard' }).waitFor();
    expect(await page.getByLabel('Event Name').count()).toBe(0);
    await expectNothingClipped(page);
    await page.close();
  });

  it('loads every Settings card as the page opens, with no scroll or tap', async () => {
    const page = await openPage(browser, '/', width);
    await signIn(page, uniqueEmail('cards'), 'Cara Cards');
    const eventId = await createEvent(page, 'Card Party');
    await page.goto(`${APP_URL}/events/${eventId}/settings`);
    // Nothing here scrolls, types or taps: the lower cards still arrive.
    await settingsInFull(page);
    for (const title of ['Event Dates', 'Branding and Theme', 'Role Management', 'Data Export']) {
      await page.getByText(title, { exact: true }).first().waitFor();
    }
    await page.getByLabel('Primary', { exact: true }).waitFor({ state: 'attached' });
    await page.close();
  });
});
