import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { createEvent, expectAccessible, invitationLink } from './support/app-actions';
import {
  launchBrowser,
  openPage,
  screenshots,
  signIn,
  signInThroughPopup,
  uniqueEmail,
  TWO_PEOPLE_TIMEOUT_MS,
} from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens the invitation dialog and sends it; the invitation then waits among the pending ones. */
async function invite(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite New Member' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await page.getByText('Invitation Sent').waitFor();
  await page.getByText(email, { exact: true }).waitFor();
}

describe('The Members screen in Chromium', () => {
  it(
    'invites a member who accepts from the e-mail, changes their role and removes them',
    async () => {
      const host = await openPage(browser);
      await signIn(host, uniqueEmail('host'), 'Hana Host');
      const eventId = await createEvent(host, 'Lake House Weekend');
      await host.goto(`${APP_URL}/events/${eventId}/members`);
      await host.getByRole('heading', { name: 'Event Members' }).waitFor();
      await host.getByText('Total: 1').waitFor();
      await host.getByText('Creators: 1').waitFor();
      await screenshots(host, 'members');
      await expectAccessible(host);

      await host.getByRole('button', { name: 'Invite Member' }).click();
      const dialog = host.getByRole('dialog', { name: 'Invite New Member' });
      await dialog.getByText('Send an email invitation to add a new member to this event').waitFor();
      await dialog.getByLabel('Email Address').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();
      await screenshots(host, 'members-invite-dialog');
      await expectAccessible(host);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const guestEmail = uniqueEmail('guest');
      await invite(host, guestEmail);
      await host.getByText('Pending Invitations (1)').waitFor();
      // Just sent: a re-send has to wait, and the toast says how long.
      await host.getByRole('button', { name: `Re-send the invitation to ${guestEmail}` }).click();
      await host.getByText(/This invitation was e-mailed recently\. It can be sent again in/).waitFor();
      await screenshots(host, 'members-pending-invitation');
      await expectAccessible(host);

      const link = await invitationLink(browser, guestEmail);
      const guest = await openPage(browser, new URL(link).pathname);
      await guest.getByText("You're Invited").waitFor();
      // Signing in from the invitation accepts it: no second click.
      await signInThroughPopup(guest, 'Sign In', guestEmail, 'Gus Guest', 'free');
      await guest.getByText('Invitation Accepted!').waitFor();
      await guest.waitForURL(new RegExp(`/events/${eventId}$`), { timeout: 10_000 });

      await host.reload();
      await host.getByText('Total: 2').waitFor();
      await host.getByText('Attendees: 1').waitFor();
      expect(await host.getByText(/Pending Invitations/).count()).toBe(0);
      await host.getByRole('button', { name: /^Gus Guest/ }).click();
      const profile = host.getByRole('dialog').filter({ hasText: guestEmail });
      await profile.getByRole('tab', { name: 'Core Profile' }).waitFor();
      await profile.getByRole('tab', { name: 'Event Profile' }).waitFor();
      await host.keyboard.press('Escape');

      await host.getByRole('combobox', { name: 'Role of Gus Guest' }).click();
      await host.locator('.ant-select-item-option[title="Admin"]').click();
      const roleDialog = host.getByRole('dialog', { name: 'Change Member Role' });
      await roleDialog.getByText("Are you sure you want to change Gus Guest's role from Attendee to Admin?").waitFor();
      await roleDialog
        .getByText('Admins can manage event settings, invite members, and modify event content')
        .waitFor();
      await screenshots(host, 'members-change-role');
      await roleDialog.getByRole('button', { name: 'Change Role' }).click();
      await host.getByText('Role Updated').waitFor();
      await host.getByText('Admins: 1').waitFor();

      await guest.goto(`${APP_URL}/events/${eventId}/members`);
      await guest.getByRole('button', { name: 'Invite Member' }).waitFor();
      expect(await guest.getByRole('button', { name: 'Remove Hana Host' }).count()).toBe(0);
      await screenshots(guest, 'members-as-admin');
      await expectAccessible(guest);

      await host.getByRole('button', { name: 'Remove Gus Guest' }).click();
      const removeDialog = host.getByRole('dialog', { name: 'Remove Member' });
      await removeDialog
        .getByText(
          'Are you sure you want to remove Gus Guest from this event? This action cannot be undone and they will lose access to all event information.',
        )
        .waitFor();
      await screenshots(host, 'members-remove');
      await removeDialog.getByRole('button', { name: 'Remove Member' }).click();
      await host.getByText('Member Removed').waitFor();
      await host.getByText('Total: 1').waitFor();
      expect(await host.getByRole('button', { name: /^Gus Guest/ }).count()).toBe(0);
      await guest.close();
      await host.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );

  it('revokes a pending invitation', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('revoker'), 'Rex Revoker');
    const eventId = await createEvent(host, 'Cabin Trip');
    await host.goto(`${APP_URL}/events/${eventId}/members`);
    const email = uniqueEmail('maybe');
    await invite(host, email);
    await host.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    await host.getByText('Invitation Revoked').waitFor();
    await host.getByText('Pending Invitations').waitFor({ state: 'detached' });
    await host.close();
  });
});
