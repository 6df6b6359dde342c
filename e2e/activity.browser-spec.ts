import type { Browser, Locator } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitedMember } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, TWO_PEOPLE_TIMEOUT_MS, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Each line of an activity list as it reads: who, then what they did (the line's link). */
const lines = async (scope: Locator) =>
  (await scope.getByRole('listitem').getByRole('link').allInnerTexts()).map((line) => line.trim());

describe.each([
  ['desktop', 1280],
  ['phone', 375],
] as const)('The event’s activity, %s', (device, width) => {
  it(
    'says who created the event, set its dates and was removed, keeping the removed member’s name',
    async () => {
      const host = await openPage(browser, '/', width);
      await signIn(host, uniqueEmail('host'), 'Hana Host');
      const eventId = await createEvent(host, `Activity Weekend ${device}`);
      const item = await apiAs<{ item: { id: string } }>(host, 'POST', `/api/events/${eventId}/schedule`, {
        title: 'Welcome dinner',
        startTime: '2030-06-12T18:00:00.000Z',
      });
      expect(item.status).toBe(201);
      const guest = await invitedMember(browser, host, eventId, 'Rita Removed', width);
      const rsvp = await apiAs(guest, 'PUT', `/api/schedule/${item.body.item.id}/rsvp`, { status: 'not_going' });
      expect(rsvp.status).toBe(200);
      await guest.close();
      const members = await apiAs<{ members: { userId: string; user: { displayName: string } }[] }>(
        host,
        'GET',
        `/api/events/${eventId}/members`,
      );
      const rita = members.body.members.find((member) => member.user.displayName === 'Rita Removed')!;
      expect((await apiAs(host, 'DELETE', `/api/events/${eventId}/members/${rita.userId}`)).status).toBe(204);
      const dated = await apiAs(host, 'PUT', `/api/events/${eventId}`, {
        timeZone: 'Europe/Madrid',
        startDate: '2030-06-12T08:00:00.000Z',
        endDate: '2030-06-14T20:00:00.000Z',
      });
      expect(dated.status).toBe(200);

      await host.goto(`${APP_URL}/events/${eventId}`);
      const card = host.locator('.ant-card', { has: host.getByText('Recent Activity', { exact: true }) });
      await card.getByText('set the dates to Wed, Jun 12 – Fri, Jun 14, 2030').waitFor();
      expect(await lines(card)).toEqual([
        'Hana Host set the dates to Wed, Jun 12 – Fri, Jun 14, 2030',
        'Hana Host removed Rita Removed from the event',
        // Her answer went with her; her joining stays under her name.
        'Rita Removed joined the event',
        'Hana Host added Welcome dinner to the schedule',
        'Hana Host created the event',
      ]);
      await card.scrollIntoViewIfNeeded();
      await screenshots(host, `activity-dashboard-${device}`, [width]);
      await expectNothingClipped(host);

      await card.getByRole('button', { name: 'View All' }).click();
      // The page's own heading first: until it shows, the dashboard's card (which says the same) is still there.
      await host.waitForURL(/\/activity(\?|$)/);
      const all = host.getByRole('main');
      await all.getByRole('heading', { name: 'Recent Activity', level: 2 }).waitFor();
      await all.getByText('created the event').waitFor();
      expect((await lines(all)).at(-1)).toBe('Hana Host created the event');
      await screenshots(host, `activity-page-${device}`, [width]);
      await expectNothingClipped(host);
      await expectAccessible(host);
      await host.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );
});
