import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitedMember } from './support/app-actions';
import {
  launchBrowser,
  openPage,
  screenshots,
  signIn,
  takeBrowserProblems,
  TWO_PEOPLE_TIMEOUT_MS,
  uniqueEmail,
} from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The header's bell, whose name says how many are unread. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Waits until the bell names this many unread, reloading the page's data as a person would by opening it. */
async function expectUnread(page: Page, count: number): Promise<void> {
  const name = count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  await page.getByRole('button', { name, exact: true }).waitFor();
}

/** A schedule item, added by the page's admin through the API. */
async function addItem(page: Page, eventId: string, title: string): Promise<string> {
  const start = new Date(Date.now() + 10 * 24 * 3600_000);
  const created = await apiAs<{ item: { id: string } }>(page, 'POST', `/api/events/${eventId}/schedule`, {
    title,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3600_000).toISOString(),
  });
  expect(created.status).toBe(201);
  return created.body.item.id;
}

describe('Announcements, comments and the bell in Chromium', () => {
  it(
    'an organiser pins an announcement; a guest on a phone finds it on the dashboard and in the bell',
    async () => {
      const host = await openPage(browser);
      await signIn(host, uniqueEmail('host'), 'Hana Host');
      const eventId = await createEvent(host, 'Harbour Wedding');
      const guest = await invitedMember(browser, host, eventId, 'Gil Guest', 375);

      await host.getByRole('button', { name: 'Announce' }).click();
      const dialog = host.getByRole('dialog', { name: 'Announce' });
      await dialog
        .getByLabel('Message')
        .fill('The shuttle leaves at three, not four. See the map: https://example.com/map');
      await dialog.getByLabel('Everyone').check();
      await screenshots(host, 'announce-dialog', [375, 1280], { fullPage: false });
      await dialog.getByRole('button', { name: 'Post announcement' }).click();
      await host.getByText('Announcement posted').waitFor();
      const pinned = host.getByRole('region', { name: 'Announcements' });
      await pinned.getByText('The shuttle leaves at three, not four.', { exact: false }).waitFor();

      await guest.goto(`${APP_URL}/events/${eventId}`);
      const guestPinned = guest.getByRole('region', { name: 'Announcements' });
      await guestPinned.getByText('The shuttle leaves at three, not four.', { exact: false }).waitFor();
      // Text stays text: the address is a link that opens elsewhere, safely.
      const map = guestPinned.getByRole('link', { name: 'https://example.com/map' });
      expect(await map.getAttribute('rel')).toContain('noopener');
      expect(await guestPinned.getByRole('button', { name: 'Unpin' }).count()).toBe(0);
      await expectUnread(guest, 1);
      await screenshots(guest, 'announcement-pinned', [375, 1280]);
      await expectNothingClipped(guest);
      await expectAccessible(guest);

      await bell(guest).click();
      const list = guest.getByRole('list', { name: 'Notifications' });
      await list.getByText('Hana Host: The shuttle leaves at three', { exact: false }).waitFor();
      await screenshots(guest, 'notification-centre', [375], { fullPage: false });
      await guest.getByRole('button', { name: 'Mark all as read' }).click();
      await expectUnread(guest, 0);

      // Unpinned, it leaves the dashboard for everyone.
      await pinned.getByRole('button', { name: 'Unpin' }).click();
      await pinned.waitFor({ state: 'detached' });
      await guest.reload();
      await guest.getByRole('heading', { name: 'Harbour Wedding', level: 2 }).waitFor();
      expect(await guest.getByRole('region', { name: 'Announcements' }).count()).toBe(0);
      await host.close();
      await guest.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );

  it(
    "a comment's @mention reaches the mentioned member's bell and leads to the thread",
    async () => {
      const host = await openPage(browser);
      await signIn(host, uniqueEmail('host'), 'Hana Host');
      const eventId = await createEvent(host, 'Cabin Birthday');
      const itemId = await addItem(host, eventId, 'Lake swim');
      const guest = await invitedMember(browser, host, eventId, 'Mia Mentioned', 375);

      await host.reload();
      const item = host.getByRole('article').filter({ hasText: 'Lake swim' });
      await item.getByRole('button', { name: /comments?/i }).click();
      const thread = host.getByRole('region', { name: 'Comments on Lake swim' });
      await thread.getByText('No comments yet. Start the conversation.').waitFor();
      const composer = thread.getByRole('textbox', { name: 'Write a comment' });
      await composer.click();
      await composer.pressSequentially('Bring towels @Mia');
      await host.getByRole('menuitem', { name: /Mia Mentioned/ }).click();
      await composer.pressSequentially('please');
      await thread.getByRole('button', { name: 'Post' }).click();
      await thread
        .getByRole('article', { name: 'Comment by Hana Host' })
        .getByText('Bring towels @Mia Mentioned please')
        .waitFor();
      // Posted, the composer is empty for the next comment.
      await host.waitForFunction(
        () => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Write a comment"]')?.value === '',
      );
      await item.getByLabel('1 comment').waitFor();

      await guest.goto(`${APP_URL}/events/${eventId}`);
      await expectUnread(guest, 1);
      await bell(guest).click();
      await guest
        .getByRole('list', { name: 'Notifications' })
        .getByText('Hana Host mentioned you: Bring towels', { exact: false })
        .click();
      await guest.waitForURL(`${APP_URL}/events/${eventId}?item=${itemId}`);
      const guestThread = guest.getByRole('region', { name: 'Comments on Lake swim' });
      await guestThread
        .getByRole('article', { name: 'Comment by Hana Host' })
        .getByText('Bring towels', { exact: false })
        .waitFor();
      await expectUnread(guest, 0);
      await screenshots(guest, 'comment-thread', [375, 1280]);
      await expectNothingClipped(guest);
      await expectAccessible(guest);
      await host.close();
      await guest.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );

  it(
    'the service worker shows a push, tells the bell, and a click opens its screen',
    async () => {
      const host = await openPage(browser);
      await signIn(host, uniqueEmail('host'), 'Hana Host');
      const eventId = await createEvent(host, 'Pushed Picnic');
      const guest = await invitedMember(browser, host, eventId, 'Pia Pushed', 375);
      await guest.goto(`${APP_URL}/events/${eventId}/members`);
      await guest.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await expectUnread(guest, 0);
      await guest.context().grantPermissions(['notifications'], { origin: APP_URL });

      // Turning push on asks the browser's push service, which this machine cannot reach: the person is told.
      await guest.getByRole('button', { name: /Account menu/ }).click();
      await guest.getByText('Edit Profile').click();
      const profile = guest.getByRole('dialog');
      await profile.getByRole('tab', { name: 'Alerts' }).click();
      await profile.getByRole('switch', { name: 'Push notifications on this device' }).click();
      await profile.getByText('This browser could not turn on push notifications').waitFor();
      // Chromium says why in the console: its test contexts are incognito, where it has no push at all.
      expect(takeBrowserProblems().filter((problem) => !problem.includes('does not support the Push API'))).toEqual([]);
      await screenshots(guest, 'notification-settings', [375], { fullPage: false });
      await guest.keyboard.press('Escape');

      // What the worker would push for an announcement the guest has just been sent.
      const posted = await apiAs(host, 'POST', `/api/events/${eventId}/announcements`, {
        body: 'Rain plan: we meet in the barn',
        audience: 'everyone',
      });
      expect(posted.status).toBe(201);
      const payload = {
        title: 'Pushed Picnic',
        body: 'Hana Host: Rain plan: we meet in the barn',
        url: `/events/${eventId}`,
        tag: 'test-push',
      };

      // Browser vendors' push services cannot be reached: DevTools delivers the message as one would.
      const cdp = await guest.context().newCDPSession(guest);
      const registrationId = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === `${APP_URL}/`);
          if (ours) resolve(ours.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: APP_URL,
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });

      const shownNotifications = () =>
        guest.evaluate(async () => {
          const notifications = await (await navigator.serviceWorker.ready).getNotifications();
          return notifications.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
        });
      let shown = await shownNotifications();
      for (let waited = 0; shown.length === 0 && waited < 10_000; waited += 250) {
        await guest.waitForTimeout(250);
        shown = await shownNotifications();
      }
      expect(shown).toEqual([{ title: payload.title, body: payload.body, url: payload.url }]);
      // The open page heard of it and asked again: the bell counts the announcement without a reload.
      await expectUnread(guest, 1);

      // A click on the notification brings the app's window to its screen.
      const [worker] = guest.context().serviceWorkers();
      await worker!.evaluate(async () => {
        // The worker's globals, which the tests' DOM typings do not know.
        const scope = globalThis as unknown as {
          registration: ServiceWorkerRegistration;
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
          dispatchEvent(event: Event): boolean;
        };
        const [notification] = await scope.registration.getNotifications();
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
      });
      await guest.waitForURL(`${APP_URL}/events/${eventId}`);
      await guest.getByRole('region', { name: 'Announcements' }).getByText('Rain plan').waitFor();
      await host.close();
      await guest.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );
});
