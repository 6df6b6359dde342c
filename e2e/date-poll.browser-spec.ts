import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitedMember, typeDateTime } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, TWO_PEOPLE_TIMEOUT_MS, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pollCard = (page: Page) => page.locator('.ant-card', { has: page.getByText('Pick the Dates', { exact: true }) });

const EARLY = 'Fri, Sep 5 – Sun, Sep 7, 2031';
const LATE = 'Fri, Sep 12 – Sun, Sep 14, 2031';

describe.each([
  ['desktop', 1280],
  ['phone', 375],
] as const)('The date poll on the event dashboard, %s', (device, width) => {
  const phone = width === 375;

  it(
    'lets an admin propose dates, members vote in one tap, and the admin choose the dates',
    async () => {
      const admin = await openPage(browser, '/', width);
      await signIn(admin, uniqueEmail('admin'), 'Ada Admin');
      const eventId = await createEvent(admin, `Lake Weekend ${device}`);
      for (const change of [
        { timeZone: 'Europe/Madrid' },
        { location: 'Lago di Como' },
        { description: 'A long weekend on the water.' },
      ]) {
        expect((await apiAs(admin, 'PUT', `/api/events/${eventId}`, change)).status).toBe(200);
      }
      await admin.reload();
      const card = pollCard(admin);
      await card.getByText('Propose a few date ranges and let members vote.').waitFor();
      // When and where under the heading; "Date TBD" leads to the poll, which comes first of the cards.
      const main = admin.getByRole('main');
      await main.getByText('Lago di Como').waitFor();
      await main.getByText('A long weekend on the water.').waitFor();
      const tbd = main.getByRole('link', { name: 'Date TBD' });
      await tbd.waitFor();
      const activity = admin.locator('.ant-card', { has: admin.getByText('Recent Activity', { exact: true }) });
      expect((await card.boundingBox())!.y).toBeLessThan((await activity.boundingBox())!.y);
      const pollTop = await card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(pollTop).toBeLessThan(1000);
      await tbd.click();
      await admin.waitForFunction(() => window.location.hash === '#date-poll');
      expect(await card.isVisible()).toBe(true);
      await screenshots(admin, `date-poll-empty-${device}`, [width]);
      await expectAccessible(admin);

      await card.getByRole('button', { name: 'Propose Dates' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Propose Dates' });
      await dialog.getByRole('button', { name: 'Propose Dates' }).click();
      await dialog.getByText('Start date is required').waitFor();
      await dialog.getByText('End date is required').waitFor();
      await dialog.getByText('In Madrid time').waitFor();
      await typeDateTime(dialog, 'Start', '2031-09-05 18:00', phone);
      await typeDateTime(dialog, 'End', '2031-09-07 12:00', phone);
      await screenshots(admin, `date-poll-propose-${device}`, [width]);
      await expectAccessible(admin);
      await dialog.getByRole('button', { name: 'Propose Dates' }).click();
      await admin.getByText('Dates Proposed').waitFor();
      await card.getByRole('article', { name: EARLY }).waitFor();

      await card.getByRole('button', { name: 'Propose Dates' }).click();
      await typeDateTime(dialog, 'Start', '2031-09-12 18:00', phone);
      await typeDateTime(dialog, 'End', '2031-09-14 12:00', phone);
      await dialog.getByRole('button', { name: 'Propose Dates' }).click();
      await card.getByRole('article', { name: LATE }).waitFor();
      const saved = await apiAs<{ poll: { options: { startDate: string; endDate: string }[] } }>(
        admin,
        'GET',
        `/api/events/${eventId}/date-poll`,
      );
      // 18:00 and 12:00 in Madrid in September are 16:00 and 10:00 UTC, whatever zone the browser is in.
      expect(saved.body.poll.options[0]).toMatchObject({
        startDate: '2031-09-05T16:00:00.000Z',
        endDate: '2031-09-07T10:00:00.000Z',
      });

      const member = await invitedMember(browser, admin, eventId, 'Mo Member', width);
      await member.goto(`${APP_URL}/events/${eventId}`);
      const memberCard = pollCard(member);
      const late = memberCard.getByRole('article', { name: LATE });
      await late.waitFor();
      await memberCard.getByText('Vote for the dates that work for you.').waitFor();
      expect(await memberCard.getByRole('button', { name: /Propose Dates|Choose These Dates|Remove/ }).count()).toBe(0);
      const answers = late.getByRole('radiogroup', { name: `Your answer for ${LATE}` });
      for (const label of ['Yes', 'If Need Be', 'No']) {
        expect(await answers.getByRole('radio', { name: label, exact: true }).isChecked()).toBe(false);
      }
      await late.getByText('0 yes · 0 if need be · 0 no').waitFor();
      await memberCard.getByText('0 of 2 members answered').waitFor();
      await screenshots(member, `date-poll-member-${device}`, [width]);
      await expectAccessible(member);

      await answers.getByText('Yes', { exact: true }).click();
      await late.getByText('1 yes · 0 if need be · 0 no').waitFor();
      expect(await answers.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(true);
      await memberCard.getByText('1 of 2 members answered').waitFor();
      await late.getByText('Most Popular').waitFor();
      const whoAnswered = (card: typeof late) => card.getByRole('list', { name: `Who answered ${LATE}` });
      expect(await whoAnswered(late).getByRole('listitem').allInnerTexts()).toEqual(['Yes: Mo Member']);
      await member.reload();
      await late.getByText('1 yes · 0 if need be · 0 no').waitFor();
      expect(await late.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(true);
      await screenshots(member, `date-poll-answered-${device}`, [width]);
      await expectAccessible(member);

      await admin.reload();
      const chosen = card.getByRole('article', { name: LATE });
      await chosen.getByText('Most Popular').waitFor();
      await card.getByText('1 of 2 members answered').waitFor();
      expect(await whoAnswered(chosen).getByRole('listitem').allInnerTexts()).toEqual(['Yes: Mo Member']);
      await screenshots(admin, `date-poll-admin-${device}`, [width]);
      await expectAccessible(admin);
      if (phone) await expectNothingClipped(admin);

      await chosen.getByRole('button', { name: 'Choose These Dates' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Choose These Dates' });
      await confirm
        .getByText(`Set the event's dates to ${LATE}? The poll closes and every member is e-mailed the dates.`)
        .waitFor();
      await confirm.getByRole('button', { name: 'Choose Dates' }).click();
      await admin.getByText('Members will be e-mailed the dates.').waitFor();
      await card.waitFor({ state: 'detached' });
      // The chosen dates under the heading, by the calendar of Madrid (after the calendar icon and a space).
      await admin
        .getByText(new RegExp(`^\\s*${LATE} · \\d+ days to go$`))
        .first()
        .waitFor();
      expect(await admin.getByText('Date TBD').count()).toBe(0);
      const dated = await apiAs<{ event: { startDate: string; endDate: string } }>(
        admin,
        'GET',
        `/api/events/${eventId}`,
      );
      expect(dated.body.event).toMatchObject({
        startDate: '2031-09-12T16:00:00.000Z',
        endDate: '2031-09-14T10:00:00.000Z',
      });
      await screenshots(admin, `date-poll-chosen-${device}`, [width]);
      await expectAccessible(admin);

      await member.reload();
      await member
        .getByText(/\d+ days to go/)
        .first()
        .waitFor();
      expect(await memberCard.count()).toBe(0);
      await member.close();
      await admin.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );
});
