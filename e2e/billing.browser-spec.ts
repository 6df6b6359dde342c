import type { Browser } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { createEvent, expectAccessible } from './support/app-actions';
import { captureAtEveryWidth, launchBrowser, openPage, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Buying a plan', () => {
  it('takes a free user through Stripe Checkout to Pro, after which they create an event', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('olga'), 'Olga Upgrade', 'free');
    await page.goto(`${APP_URL}/pricing`);
    const pro = page.getByRole('region', { name: 'Pro plan' });
    await pro.getByText('$9 / month').waitFor();
    await page.getByRole('region', { name: 'Free plan, your plan' }).waitFor();
    expect(await page.getByText('set-tier', { exact: false }).count()).toBe(0);
    await captureAtEveryWidth(page, 'pricing-billing-free');
    await expectAccessible(page);

    await pro.getByRole('button', { name: 'Upgrade' }).click();
    // Stripe's hosted Checkout (the local stand-in), then back to the plans page.
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await page.getByRole('heading', { name: 'Subscribe to Pro' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${APP_URL}/pricing`);
    await page.getByText('Thank you: your payment went through.').waitFor();
    await page.getByRole('region', { name: 'Pro plan, your plan' }).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    await captureAtEveryWidth(page, 'pricing-billing-paid');

    await page.goto(`${APP_URL}/`);
    const eventId = await createEvent(page, 'Paid-Up Picnic');
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    await page.close();
  });
});
