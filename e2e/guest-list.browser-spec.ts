import type { Browser } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitedMember } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, TWO_PEOPLE_TIMEOUT_MS, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', 1280],
  ['phone', 375],
] as const)('The organiser’s Guest List, %s', (device, width) => {
  it(
    'counts heads, filters the parties, records an answer taken by phone and sends the day’s reminder',
    async () => {
      const admin = await openPage(browser, '/', width);
      await signIn(admin, uniqueEmail('host'), 'Olga Organiser');
      const eventId = await createEvent(admin, `Garden Party ${device}`);
      const item = await apiAs<{ item: { id: string } }>(admin, 'POST', `/api/events/${eventId}/schedule`, {
        title: 'Garden lunch',
        startTime: '2031-06-13T11:00:00.000Z',
      });
      expect(item.status).toBe(201);

      // Gina comes with her child, and answers for herself only.
      const guest = await invitedMember(browser, admin, eventId, 'Gina Guest', width);
      const { party } = (
        await apiAs<{ party: { id: string; members: { userId: string }[] } }>(
          guest,
          'GET',
          `/api/events/${eventId}/parties/mine`,
        )
      ).body;
      expect(
        (await apiAs(admin, 'PATCH', `/api/events/${eventId}/parties/${party.id}`, { guestLimit: 1 })).status,
      ).toBe(200);
      const child = await apiAs<{ guest: { id: string } }>(
        guest,
        'POST',
        `/api/events/${eventId}/parties/${party.id}/guests`,
        { name: 'Kiki', ageGroup: 'child' },
      );
      expect(child.status).toBe(201);
      const answered = await apiAs(guest, 'PUT', `/api/schedule/${item.body.item.id}/rsvps`, {
        people: [{ kind: 'member', id: party.members[0]!.userId, status: 'going' }],
      });
      expect(answered.status).toBe(200);

      await admin.goto(`${APP_URL}/events/${eventId}/members`);
      await admin.getByRole('heading', { name: 'Event Members' }).waitFor();
      await admin.getByText('Guest List', { exact: true }).click();
      await admin.getByRole('heading', { name: 'Guest List' }).waitFor();
      const lunch = admin.getByRole('group', { name: 'Head count: Garden lunch' });
      await lunch.getByText('Going: 1 adult').waitFor();
      await lunch.getByText('No answer: 1 adult, 1 child').waitFor();
      const gina = admin.getByRole('article', { name: 'Party: Gina Guest' });
      await gina.getByText('Guest · Child').waitFor();
      await screenshots(admin, `guest-list-${device}`, [width]);
      await expectAccessible(admin);
      if (width === 375) await expectNothingClipped(admin);

      // Filters: who is going, who has not answered. A phone lists them; a wider screen sets them side by side.
      const show = async (filter: string) => {
        if (width === 375) {
          await admin.getByRole('combobox', { name: 'Show parties' }).click();
          await admin.getByTitle(filter, { exact: true }).click();
        } else {
          await admin.getByText(filter, { exact: true }).click();
        }
      };
      await show('Going');
      await admin.getByText('1 of 2 parties').waitFor();
      await gina.waitFor();
      await show("Hasn't answered");
      await admin.getByText('2 of 2 parties').waitFor();
      await admin.getByRole('article', { name: 'Party: Olga Organiser' }).waitFor();
      if (width === 375) await expectNothingClipped(admin);

      // Kiki's answer comes by phone.
      await gina.getByRole('button', { name: "Record Kiki's answer" }).click();
      const dialog = admin.getByRole('dialog', { name: "Record Kiki's answer" });
      await dialog.getByText('Going', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Save Answer' }).click();
      await admin.getByText('Answer Recorded').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // Gina's party has all answered now: it leaves the "hasn't answered" list.
      await admin.getByText('1 of 2 parties').waitFor();
      await lunch.getByText('Going: 1 adult, 1 child').waitFor();
      await show('All');
      await gina.getByText('Garden lunch: recorded by Olga Organiser').waitFor();

      // The reminder goes to the organiser's own party, the one left; the second is refused for today.
      for (const expected of [
        '1 party was e-mailed.',
        /Reminders already went out today\. You can send the next one after/,
      ]) {
        await admin.getByRole('button', { name: /Remind guests/ }).click();
        const remind = admin.getByRole('dialog', { name: "Remind those who haven't answered" });
        await remind.getByRole('button', { name: 'Send Reminders' }).click();
        await admin.getByText(expected).waitFor();
        await remind.waitFor({ state: 'hidden' });
      }
      await admin
        .getByRole('article', { name: 'Party: Olga Organiser' })
        .getByText(/^Reminded /)
        .waitFor();
      if (width === 375) await expectNothingClipped(admin);
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );
});
