import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { createEvent, expectAccessible, invitationLink } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Nothing is cut off or wider than the window on a phone and on a laptop; leaves the page at 1280 px. */
async function readsWellOnPhoneAndLaptop(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingClipped(page);
  }
  await screenshots(page, name, [375, 1280], { fullPage: false });
}

describe('Bulk invite in Chromium', () => {
  it('previews a pasted list with a bad line marked, sends the rest, and lists them pending', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('host'), 'Hana Host');
    const eventId = await createEvent(host, 'Harbour Wedding');
    await host.goto(`${APP_URL}/events/${eventId}/members`);
    await host.getByRole('heading', { name: 'Event Members' }).waitFor();

    const ana = uniqueEmail('ana');
    const bo = uniqueEmail('bo');
    await host.getByRole('button', { name: 'Bulk Invite' }).click();
    const dialog = host.getByRole('dialog', { name: 'Bulk Invite' });
    await dialog
      .getByRole('textbox', { name: 'People to invite' })
      .fill(`Ana Lima <${ana}>\nthis line has no address\nBo Chen, ${bo}, 3`);
    await dialog.getByRole('button', { name: 'Preview' }).click();

    const lines = dialog.getByRole('list', { name: 'Lines of the list' });
    await lines.getByRole('listitem', { name: 'Line 1: Ready' }).waitFor();
    const bad = lines.getByRole('listitem', { name: 'Line 2: Invalid' });
    await bad.getByText('This line has no e-mail address').waitFor();
    await lines.getByRole('listitem', { name: 'Line 3: Ready' }).getByText(`${bo} · Line 3 · Party of 3`).waitFor();
    await dialog.getByText('2 ready to send · 1 skipped').waitFor();
    await readsWellOnPhoneAndLaptop(host, 'bulk-invite-preview');
    await expectAccessible(host);

    await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
    await host.getByText('2 Invitations Sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const pending = host.locator('.ant-card', { hasText: 'Pending Invitations (2)' });
    await pending.getByText('Ana Lima', { exact: true }).waitFor();
    await pending.getByText(ana, { exact: true }).waitFor();
    await pending.getByText('Bo Chen', { exact: true }).waitFor();
    await pending.getByText('Party of 3 · guests not named yet').waitFor();
    await readsWellOnPhoneAndLaptop(host, 'bulk-invite-pending');

    // The e-mails went out through the same path as a single invitation's.
    expect(await invitationLink(browser, ana)).toContain('/invite/');
    expect(await invitationLink(browser, bo)).toContain('/invite/');
    await host.close();
  });
});
