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

async function setUpEvent(page: Page, name: string): Promise<string> {
  const eventId = await createEvent(page, name);
  const dated = await apiAs(page, 'PUT', `/api/events/${eventId}`, {
    startDate: '2030-06-12T08:00:00.000Z',
    endDate: '2030-06-14T20:00:00.000Z',
    timeZone: 'Europe/Madrid',
  });
  expect(dated.status).toBe(200);
  return eventId;
}

/**
 * The .ics file the open item menu's "Download .ics" link gives: a same-origin link marked `download`, read
 * with the page's own cookies. Chromium's download of such a link is the browser's part; waiting for its
 * download event sometimes saw none on a loaded machine, with the link and the file both right.
 */
async function calendarFileOf(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /Download \.ics/ });
  expect(await link.getAttribute('download')).not.toBeNull();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/calendar\/items\/[0-9a-f-]+\.ics$/);
  const file = await page.request.get(`${APP_URL}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
  return file.text();
}

const scheduleCard = (page: Page) => page.locator('.ant-card', { has: page.getByText('Event Schedule') });

describe.each([
  ['desktop', 1280],
  ['phone', 375],
] as const)('The schedule on the event dashboard, %s', (device, width) => {
  const phone = width === 375;

  it('lets an admin add, edit and delete items, times typed in the event’s zone', async () => {
    const admin = await openPage(browser, '/', width);
    await signIn(admin, uniqueEmail('admin'), 'Ada Admin');
    const eventId = await setUpEvent(admin, `Sitges Wedding ${device}`);
    await admin.reload();
    const card = scheduleCard(admin);
    await card.getByText('No schedule items yet').waitFor();

    await card.getByRole('button', { name: 'Add the First Item' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Schedule Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Start time is required').waitFor();
    await dialog.getByText('In Madrid time').waitFor();
    await dialog.getByLabel('Title').fill('Welcome dinner');
    await typeDateTime(dialog, 'Start Time', '2030-06-12 19:30', phone);
    await typeDateTime(dialog, 'End Time (optional)', '2030-06-12 22:00', phone);
    await dialog.getByLabel('Location (optional)').fill('Casa Lola, Sitges');
    await dialog.getByLabel('Description (optional)').fill('Tapas, then the beach. Bring a jacket.');
    await screenshots(admin, `schedule-add-item-${device}`, [width]);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await admin.getByText('Schedule Item Added').waitFor();

    const dinner = card.getByRole('article', { name: 'Welcome dinner' });
    await card.getByRole('region', { name: 'Wednesday, June 12, 2030' }).waitFor();
    await dinner.getByText('7:30 – 10:00 PM').waitFor();
    const saved = await apiAs<{ schedule: { startTime: string; endTime: string }[] }>(
      admin,
      'GET',
      `/api/events/${eventId}/schedule`,
    );
    // 19:30 in Madrid in June is 17:30 UTC, whatever zone the browser is in.
    expect(saved.body.schedule[0]).toMatchObject({
      startTime: '2030-06-12T17:30:00.000Z',
      endTime: '2030-06-12T20:00:00.000Z',
    });

    await dinner.getByRole('button', { name: 'More for Welcome dinner' }).click();
    await admin.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = admin.getByRole('dialog', { name: 'Edit Schedule Item' });
    expect(await editor.getByLabel('Title').inputValue()).toBe('Welcome dinner');
    await editor.getByLabel('Title').fill('Welcome dinner on the terrace');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Schedule Item Updated').waitFor();
    const renamed = card.getByRole('article', { name: 'Welcome dinner on the terrace' });
    await renamed.waitFor();
    await screenshots(admin, `schedule-admin-${device}`, [width]);
    await expectAccessible(admin);

    await renamed.getByRole('button', { name: 'More for Welcome dinner on the terrace' }).click();
    await admin.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete Schedule Item' });
    await confirm.getByText(/Are you sure you want to delete Welcome dinner on the terrace\?/).waitFor();
    await confirm.getByRole('button', { name: 'Delete Item' }).click();
    await admin.getByText('Schedule Item Deleted').waitFor();
    await card.getByText('No schedule items yet').waitFor();
    await admin.close();
  });

  it('lets a member answer in one tap, see who is coming, add to a calendar and subscribe', async () => {
    const admin = await openPage(browser, '/', width);
    await signIn(admin, uniqueEmail('host'), 'Hana Host');
    const eventId = await setUpEvent(admin, `Lake Weekend ${device}`);
    for (const [title, startTime, endTime] of [
      ['Breakfast', '2030-06-13T07:00:00.000Z', '2030-06-13T08:30:00.000Z'],
      ['Boat trip', '2030-06-13T10:00:00.000Z', '2030-06-13T13:00:00.000Z'],
    ] as const) {
      expect(
        (
          await apiAs(admin, 'POST', `/api/events/${eventId}/schedule`, {
            title,
            startTime,
            endTime,
            location: 'Pier 3',
          })
        ).status,
      ).toBe(201);
    }
    const boat = (
      await apiAs<{ schedule: { id: string; title: string }[] }>(admin, 'GET', `/api/events/${eventId}/schedule`)
    ).body.schedule.find((item) => item.title === 'Boat trip')!;
    expect((await apiAs(admin, 'PUT', `/api/schedule/${boat.id}/rsvp`, { status: 'going' })).status).toBe(200);

    const member = await invitedMember(browser, admin, eventId, 'Mo Member', width);
    await member.goto(`${APP_URL}/events/${eventId}`);
    const card = scheduleCard(member);
    const trip = card.getByRole('article', { name: 'Boat trip' });
    await trip.waitFor();
    expect(await card.getByRole('button', { name: /Add Item/ }).count()).toBe(0);
    const answers = trip.getByRole('radiogroup', { name: 'Your answer for Boat trip' });
    for (const label of ['Going', 'Maybe', 'Not Going']) {
      expect(await answers.getByRole('radio', { name: label, exact: true }).isChecked()).toBe(false);
    }
    await trip.getByText('Not Responded').waitFor();
    await trip.getByText('1 going', { exact: true }).waitFor();
    await screenshots(member, `schedule-member-${device}`, [width]);
    await expectAccessible(member);

    await answers.getByText('Going', { exact: true }).click();
    await trip.getByText('2 going', { exact: true }).waitFor();
    expect(await answers.getByRole('radio', { name: 'Going', exact: true }).isChecked()).toBe(true);
    await member.reload();
    await trip.getByText('2 going', { exact: true }).waitFor();
    expect(await trip.getByRole('radio', { name: 'Going', exact: true }).isChecked()).toBe(true);

    await trip.getByRole('button', { name: /See who answered for Boat trip/ }).click();
    const coming = member.getByRole('dialog', { name: 'Who Answered: Boat trip' });
    await coming.getByText('Going (2)').waitFor();
    await coming.getByText('Hana Host').waitFor();
    await coming.getByText('Mo Member').waitFor();
    await coming.getByRole('button', { name: 'Close' }).click();

    await trip.getByRole('button', { name: 'More for Boat trip' }).click();
    expect(await member.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
    const google = await member.getByRole('link', { name: 'Google Calendar' }).getAttribute('href');
    expect(new URL(google!).searchParams.get('dates')).toBe('20300613T100000Z/20300613T130000Z');
    const ics = await calendarFileOf(member);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Boat trip');

    await card.getByRole('button', { name: 'Subscribe' }).click();
    const subscribe = member.getByRole('dialog', { name: 'Subscribe to Your Schedule' });
    const link = subscribe.getByLabel('Calendar link');
    await link.waitFor();
    const feed = await link.inputValue();
    expect(await subscribe.getByRole('link', { name: 'Subscribe in Calendar App' }).getAttribute('href')).toBe(
      feed.replace(/^http:/, 'webcal:'),
    );
    const body = await (await fetch(feed)).text();
    expect(body).toContain('SUMMARY:Boat trip (Lake Weekend');
    expect(body).not.toContain('Breakfast');
    await screenshots(member, `schedule-subscribe-${device}`, [width]);
    await subscribe.getByRole('button', { name: 'Reset Link' }).click();
    await member.getByRole('button', { name: 'Reset Link' }).last().click();
    await member.getByText('Calendar Link Reset').waitFor();
    expect(await link.inputValue()).not.toBe(feed);
    expect((await fetch(feed)).status).toBe(404);
    await member.close();
    await admin.close();
  });

  it('adds an item without an end and shows, links and exports none', async () => {
    const admin = await openPage(browser, '/', width);
    await signIn(admin, uniqueEmail('admin'), 'Ada Admin');
    const eventId = await setUpEvent(admin, `Open-ended Toast ${device}`);
    await admin.reload();
    const card = scheduleCard(admin);
    await card.getByRole('button', { name: 'Add the First Item' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Schedule Item' });
    await dialog.getByLabel('Title').fill('Toast');
    await typeDateTime(dialog, 'Start Time', '2030-06-12 19:30', phone);
    expect(await dialog.getByLabel('End Time (optional)', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await admin.getByText('Schedule Item Added').waitFor();

    const toast = card.getByRole('article', { name: 'Toast' });
    await toast.getByText('7:30 PM', { exact: true }).waitFor();
    const saved = await apiAs<{ schedule: { id: string; endTime: string | null }[] }>(
      admin,
      'GET',
      `/api/events/${eventId}/schedule`,
    );
    expect(saved.body.schedule[0]!.endTime).toBeNull();
    await screenshots(admin, `schedule-no-end-${device}`, [width]);
    await expectNothingClipped(admin);

    await toast.getByRole('button', { name: 'More for Toast' }).click();
    const google = await admin.getByRole('link', { name: 'Google Calendar' }).getAttribute('href');
    expect(new URL(google!).searchParams.get('dates')).toBe('20300612T173000Z/20300612T173000Z');
    const ics = await calendarFileOf(admin);
    expect(ics).toContain('SUMMARY:Toast');
    expect(ics).toContain('DTSTART:20300612T173000Z');
    expect(ics).not.toContain('DTEND');
    await admin.close();
  });

  it(
    'shows every answer, Not Going included, to the guest and the organiser, and RSVPs counts them all',
    async () => {
      const host = await openPage(browser, '/', width);
      await signIn(host, uniqueEmail('host'), 'Olga Organiser');
      const eventId = await setUpEvent(host, `Cabin Answers ${device}`);
      const ids: Record<string, string> = {};
      for (const [title, startTime] of [
        ['Sunrise hike', '2030-06-13T05:00:00.000Z'],
        ['Lake swim', '2030-06-13T10:00:00.000Z'],
        ['Barbecue', '2030-06-13T17:00:00.000Z'],
      ] as const) {
        const added = await apiAs<{ item: { id: string } }>(host, 'POST', `/api/events/${eventId}/schedule`, {
          title,
          startTime,
        });
        expect(added.status).toBe(201);
        ids[title] = added.body.item.id;
      }
      const guest = await invitedMember(browser, host, eventId, 'Gus Guest', width);
      for (const [page, title, status] of [
        [host, 'Lake swim', 'going'],
        [guest, 'Lake swim', 'going'],
        [host, 'Barbecue', 'maybe'],
      ] as const) {
        expect((await apiAs(page, 'PUT', `/api/schedule/${ids[title]}/rsvp`, { status })).status).toBe(200);
      }

      await guest.goto(`${APP_URL}/events/${eventId}`);
      const hike = scheduleCard(guest).getByRole('article', { name: 'Sunrise hike' });
      await hike.getByText('No one has answered yet').waitFor();
      await hike.getByText('Not Going', { exact: true }).click();
      await hike.getByText('1 not going', { exact: true }).waitFor();
      expect(await hike.getByText('No one has answered yet').count()).toBe(0);

      await host.goto(`${APP_URL}/events/${eventId}`);
      const stat = host.locator('.ant-card', { has: host.getByText('RSVPs', { exact: true }) });
      await stat.getByText('2 going', { exact: true }).waitFor();
      expect(await stat.locator('.ant-statistic-content-value').innerText()).toBe('4');
      const hostHike = scheduleCard(host).getByRole('article', { name: 'Sunrise hike' });
      await hostHike.getByText('1 not going', { exact: true }).waitFor();
      await scheduleCard(host)
        .getByRole('article', { name: 'Barbecue' })
        .getByText('1 maybe', { exact: true })
        .waitFor();
      await screenshots(host, `schedule-answers-${device}`, [width]);
      await expectNothingClipped(host);
      await hostHike.getByRole('button', { name: /See who answered for Sunrise hike/ }).click();
      const answered = host.getByRole('dialog', { name: 'Who Answered: Sunrise hike' });
      await answered.getByText('Not Going (1)').waitFor();
      await answered.getByText('Gus Guest').waitFor();
      await screenshots(host, `schedule-answers-dialog-${device}`, [width]);
      await expectAccessible(host);
      await guest.close();
      await host.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );

  it('lets a member choose the e-mails they get in their profile, saved as each switch flips', async () => {
    const page = await openPage(browser, '/', width);
    await signIn(page, uniqueEmail('reader'), 'Remy Reader', 'free');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByText('Edit Profile').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Alerts' }).click();
    const reminders = dialog.getByRole('switch', { name: 'Reminders' });
    expect(await reminders.isChecked()).toBe(true);
    // Waiting starts before the click: the save may answer before a wait begun after it.
    await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/user/email-preferences') && response.request().method() === 'PATCH',
      ),
      reminders.click(),
    ]);
    expect(await reminders.isChecked()).toBe(false);
    await screenshots(page, `email-preferences-${device}`, [width]);
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByText('Edit Profile').click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Alerts' }).click();
    expect(await page.getByRole('dialog').getByRole('switch', { name: 'Reminders' }).isChecked()).toBe(false);
    expect(await page.getByRole('dialog').getByRole('switch', { name: 'Schedule updates' }).isChecked()).toBe(true);
    const saved = await apiAs<{ preferences: object }>(page, 'GET', '/api/user/email-preferences');
    expect(saved.body.preferences).toEqual({
      eventDates: true,
      scheduleUpdates: true,
      reminders: false,
      announcements: true,
    });
    await page.close();
  });
});
