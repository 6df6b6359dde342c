import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitedMember } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Picks an option of a searchable antd select by typing; choosing a chosen one takes it out again. */
async function toggleOption(page: Page, field: ReturnType<Page['getByLabel']>, name: string): Promise<void> {
  await field.click();
  await field.fill(name);
  await page.locator(`.ant-select-item-option[title="${name}"]`).click();
}

describe('The Costs screen in Chromium', () => {
  it('a guest on a phone adds a dinner for four paid by the host, sees what they owe and pays it with Venmo', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('host'), 'Hana Host');
    const eventId = await createEvent(host, 'Lisbon Weekend');
    for (const name of ['Ola Other', 'Pat Pal']) await (await invitedMember(browser, host, eventId, name)).close();
    const guest = await invitedMember(browser, host, eventId, 'Gil Guest', 375);

    // The host keeps a Venmo name: whoever owes her can open Venmo at the payment.
    const members = await apiAs<{ members: { userId: string; user: { displayName: string } }[] }>(
      host,
      'GET',
      `/api/events/${eventId}/members`,
    );
    const hostId = members.body.members.find((member) => member.user.displayName === 'Hana Host')!.userId;
    const profile = await apiAs(host, 'PUT', `/api/users/${hostId}`, {
      displayName: 'Hana Host',
      venmoUsername: 'hana-host',
    });
    expect(profile.status).toBe(200);

    await guest.goto(`${APP_URL}/events/${eventId}`);
    await guest.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Costs' }).click();
    await guest.getByRole('heading', { name: 'Costs', level: 2 }).waitFor();
    await guest.getByText('No costs yet').waitFor();
    await screenshots(guest, 'costs-empty', [375]);
    await expectAccessible(guest);

    await guest.getByRole('button', { name: 'Add expense' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Add expense' });
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await dialog.getByText('Enter a title').waitFor();
    await dialog.getByLabel('Title').fill('Dinner at Casa Lola');
    await dialog.getByLabel('Amount', { exact: true }).fill('120');
    const paidBy = dialog.getByLabel('Paid by');
    await toggleOption(guest, paidBy, 'Gil Guest');
    await toggleOption(guest, paidBy, 'Hana Host');
    await guest.keyboard.press('Escape');
    await screenshots(guest, 'costs-add-expense', [375], { fullPage: false });
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await guest.getByText('Expense added').waitFor();

    await guest.getByRole('heading', { name: 'You owe $30.00' }).waitFor();
    const balances = guest.getByRole('list', { name: 'Balances' });
    await balances.getByText('is owed $90.00').waitFor();
    const settle = guest.getByRole('list', { name: 'Settle up' });
    await settle.getByText('You pay Hana Host $30.00').waitFor();
    const venmo = settle.getByRole('link', { name: 'Pay with Venmo' });
    expect(await venmo.count()).toBe(1);
    expect(await venmo.getAttribute('href')).toContain('recipients=hana-host');
    expect(await venmo.getAttribute('target')).toBe('_blank');
    const expense = guest.getByRole('list', { name: 'Expenses' }).getByRole('listitem');
    await expense.getByText('Dinner at Casa Lola').waitFor();
    await expense.getByText('$120.00').waitFor();
    await expense.getByText('Paid by Hana Host · Split equally among 4 people').waitFor();
    await screenshots(guest, 'costs-balances', [375]);
    await expectNothingClipped(guest);
    await expectAccessible(guest);

    await settle.getByRole('button', { name: 'Record payment' }).first().click();
    await guest.getByRole('dialog', { name: 'Record payment' }).getByRole('button', { name: 'Record payment' }).click();
    await guest.getByText('Payment recorded').waitFor();
    await guest.getByRole('heading', { name: "You're all square" }).waitFor();
    await guest.getByRole('list', { name: 'Payments' }).getByText('Gil Guest paid Hana Host $30.00').waitFor();
    await host.close();
    await guest.close();
  }, 180_000);
});
