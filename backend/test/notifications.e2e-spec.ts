import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { NotificationPlanner } from '../src/modules/notifications/notification-planner.service';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { SmtpSink, type ReceivedMail } from './support/smtp-sink';
import { startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { TEST_QUEUE_PREFIX, TEST_REDIS_URL } from './support/test-env';
import { startTestWorker } from './support/test-worker';
import { decodeWords, mailHeader, mailText } from './support/mail-reading';

/** Short windows and a sweep every second, so the e-mail sequence plays out in seconds. */
const WINDOWS = {
  SWEEP_INTERVAL_SECONDS: '1',
  DATES_EMAIL_DELAY_SECONDS: '1',
  SCHEDULE_DIGEST_WINDOW_SECONDS: '2',
  REMINDER_LEAD_MINUTES: '1',
};
/** Long enough for a window, a sweep and the sending. */
const SETTLE_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const subjects = (smtp: SmtpSink, email: string) => smtp.to(email).map((mail) => decodeWords(mail.subject));

/** The e-mails that keep members current, to this address, with this subject start. */
const mailsTo = (smtp: SmtpSink, email: string, subject: string) =>
  smtp.to(email).filter((mail) => decodeWords(mail.subject).startsWith(subject));

/** Waits until an e-mail with this subject start reached the address. */
async function waitForMail(smtp: SmtpSink, email: string, subject: string, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = mailsTo(smtp, email, subject);
    if (mail) return mail;
    await sleep(100);
  }
  throw new Error(`No e-mail "${subject}…" reached ${email}`);
}

describe('E-mails that keep members current: dates, schedule digests, reminders and unsubscribing', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: smtp.url, ...WINDOWS });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url, ...WINDOWS });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await smtp.stop();
  });

  const members = (f: EventFixture) => [f.users.creator, f.users.admin, f.users.attendee];
  const put = (f: EventFixture, body: object) =>
    t.http().put(`/api/events/${f.eventId}`).set(f.users.admin.auth).send(body).expect(200);
  const addItem = async (f: EventFixture, body: object) =>
    (
      await t
        .http()
        .post(`/api/events/${f.eventId}/schedule`)
        .set(f.users.admin.auth)
        .send({ title: 'Dinner', startTime: '2031-06-12T19:30:00Z', ...body })
        .expect(201)
    ).body.item.id as string;

  describe('each member’s choice', () => {
    it('starts with every e-mail, changes only what is sent, and refuses nonsense', async () => {
      const user = await t.signIn(uniqueEmail('chooser'));
      const read = async () =>
        (await t.http().get('/api/user/email-preferences').set(user.auth).expect(200)).body.preferences;
      expect(await read()).toEqual({ eventDates: true, scheduleUpdates: true, reminders: true, announcements: true });
      const saved = await t
        .http()
        .patch('/api/user/email-preferences')
        .set(user.auth)
        .send({ reminders: false })
        .expect(200);
      expect(saved.body.preferences).toEqual({
        eventDates: true,
        scheduleUpdates: true,
        reminders: false,
        announcements: true,
      });
      await t.http().patch('/api/user/email-preferences').set(user.auth).send({ eventDates: false }).expect(200);
      expect(await read()).toEqual({ eventDates: false, scheduleUpdates: true, reminders: false, announcements: true });
      await t.http().patch('/api/user/email-preferences').set(user.auth).send({}).expect(400);
      const wrong = await t.http().patch('/api/user/email-preferences').set(user.auth).send({ reminders: 'no' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('reminders must be true or false');
      await t.http().patch('/api/user/email-preferences').set(user.auth).send({ invitations: false }).expect(400);
      await t.http().get('/api/user/email-preferences').expect(401);
      await t.http().patch('/api/user/email-preferences').send({ reminders: true }).expect(401);
    });
  });

  describe('dates', () => {
    it('e-mails every member once when the dates are set, start and end saved apart, and once per change after', async () => {
      const f = await createEventFixture(t, 'Dates Wedding');
      await t
        .http()
        .patch('/api/user/email-preferences')
        .set(f.users.attendee.auth)
        .send({ eventDates: false })
        .expect(200);
      await put(f, { startDate: '2031-06-12T10:00:00.000Z', timeZone: 'Europe/Madrid' });
      await put(f, { endDate: '2031-06-14T16:00:00.000Z' });
      await sleep(SETTLE_MS);
      for (const user of [f.users.creator, f.users.admin]) {
        const [mail, ...more] = mailsTo(smtp, user.email, 'Dates set for Dates Wedding');
        expect(more).toEqual([]);
        expect(decodeWords(mail!.subject)).toBe('Dates set for Dates Wedding: Thu, Jun 12, 2031 – Sat, Jun 14, 2031');
        expect(mailHeader(mail!, 'List-Unsubscribe')).toMatch(
          /^<http:\/\/127\.0\.0\.1:\d+\/api\/email\/unsubscribe\?token=/,
        );
        expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      }
      expect(smtp.to(f.users.attendee.email)).toEqual([]);
      expect(smtp.to(f.users.outsider.email)).toEqual([]);

      // A save that leaves the dates as they are tells nobody anything.
      await put(f, { name: 'Dates Wedding', startDate: '2031-06-12T10:00:00.000Z' });
      await put(f, { startDate: '2031-07-01T10:00:00.000Z', endDate: '2031-07-03T16:00:00.000Z' });
      // Sweeps racing the worker's own (several workers, say) still tell each member once.
      await sleep(1200);
      const planner = worker.get(NotificationPlanner);
      await Promise.all(Array.from({ length: 5 }, () => planner.announceDates()));
      await sleep(SETTLE_MS);
      for (const user of [f.users.creator, f.users.admin]) {
        expect(subjects(smtp, user.email)).toEqual([
          'Dates set for Dates Wedding: Thu, Jun 12, 2031 – Sat, Jun 14, 2031',
          'New dates for Dates Wedding: Tue, Jul 1, 2031 – Thu, Jul 3, 2031',
        ]);
      }
      expect(smtp.to(f.users.attendee.email)).toEqual([]);
    });

    it('e-mails the dates a date poll chose', async () => {
      const f = await createEventFixture(t, 'Poll Reunion');
      const added = await t
        .http()
        .post(`/api/events/${f.eventId}/date-poll/options`)
        .set(f.users.admin.auth)
        .send({ startDate: '2031-09-05T10:00:00.000Z', endDate: '2031-09-07T16:00:00.000Z' })
        .expect(201);
      const optionId = added.body.poll.options[0].id;
      await t.http().post(`/api/date-poll-options/${optionId}/choose`).set(f.users.admin.auth).expect(200);
      for (const user of members(f)) await waitForMail(smtp, user.email, 'Dates set for Poll Reunion');
      await sleep(3000);
      for (const user of members(f)) {
        expect(subjects(smtp, user.email)).toEqual(['Dates set for Poll Reunion: Fri, Sep 5, 2031 – Sun, Sep 7, 2031']);
      }
    });
  });

  describe('schedule digests', () => {
    it('sends one digest per member and window, as the schedule now stands, not to the one who made every change', async () => {
      const f = await createEventFixture(t, 'Digest Trip');
      const dinner = await addItem(f, { title: 'Dinner' });
      const brunch = await addItem(f, { title: 'Brunch', startTime: '2031-06-13T08:00:00Z' });
      const oops = await addItem(f, { title: 'Oops' });
      await t
        .http()
        .patch(`/api/schedule/${dinner}`)
        .set(f.users.admin.auth)
        .send({ title: 'Welcome dinner' })
        .expect(200);
      await t.http().delete(`/api/schedule/${oops}`).set(f.users.admin.auth).expect(204);
      await sleep(SETTLE_MS);
      for (const user of [f.users.creator, f.users.attendee]) {
        const digests = mailsTo(smtp, user.email, 'Schedule updates for Digest Trip');
        expect(digests).toHaveLength(1);
        const body = mailText(digests[0]!);
        expect(body).toContain('Added: Welcome dinner, Thu, Jun 12, 2031, 7:30 PM (UTC)');
        expect(body).toContain('Added: Brunch, Fri, Jun 13, 2031, 8:00 AM (UTC)');
        expect(body).not.toContain('Oops');
      }
      expect(smtp.to(f.users.admin.email)).toEqual([]);

      // The next window is the next digest; the creator's own edit reaches the admin this time.
      await t.http().delete(`/api/schedule/${brunch}`).set(f.users.creator.auth).expect(204);
      await sleep(SETTLE_MS);
      expect(mailsTo(smtp, f.users.attendee.email, 'Schedule updates for Digest Trip')).toHaveLength(2);
      const [adminDigest, ...none] = mailsTo(smtp, f.users.admin.email, 'Schedule updates for Digest Trip');
      expect(none).toEqual([]);
      expect(mailText(adminDigest!)).toContain('Cancelled: Brunch');
      expect(mailsTo(smtp, f.users.creator.email, 'Schedule updates for Digest Trip')).toHaveLength(1);
    });
  });

  describe('reminders', () => {
    let queue: Queue;
    beforeAll(() => {
      const redis = new URL(TEST_REDIS_URL);
      queue = new Queue('mail', {
        connection: { host: redis.hostname, port: Number(redis.port), db: Number(redis.pathname.slice(1) || 0) },
        prefix: TEST_QUEUE_PREFIX,
      });
    });
    afterAll(() => queue.close());
    const reminderJob = (itemId: string, start: string) =>
      queue.getJob(`schedule-reminder-${itemId}-${new Date(start).getTime()}`);

    it('reminds the members going once, moves with the item, and is dropped when the item is cancelled', async () => {
      const f = await createEventFixture(t, 'Reminder Retreat');
      // The lead is a minute: each reminder is due a few seconds from now.
      const soon = new Date(Date.now() + 60_000 + 6000).toISOString();
      const later = new Date(Date.now() + 60_000 + 3_600_000).toISOString();
      const boat = await addItem(f, { title: 'Boat trip', startTime: soon, location: 'Pier 3' });
      const moved = await addItem(f, { title: 'Moved hike', startTime: soon });
      const cancelled = await addItem(f, { title: 'Cancelled toast', startTime: soon });
      expect(await (await reminderJob(boat, soon))?.getState()).toBe('delayed');

      const answer = (itemId: string, caller: 'creator' | 'admin' | 'attendee', status: string) =>
        t.http().put(`/api/schedule/${itemId}/rsvp`).set(f.users[caller].auth).send({ status }).expect(200);
      await answer(boat, 'attendee', 'going');
      await answer(boat, 'admin', 'going');
      await answer(boat, 'admin', 'not_going');
      await answer(boat, 'creator', 'maybe');
      for (const item of [moved, cancelled]) await answer(item, 'attendee', 'going');

      await t.http().patch(`/api/schedule/${moved}`).set(f.users.admin.auth).send({ startTime: later }).expect(200);
      expect(await reminderJob(moved, soon)).toBeUndefined();
      expect(await (await reminderJob(moved, later))?.getState()).toBe('delayed');
      await t.http().delete(`/api/schedule/${cancelled}`).set(f.users.admin.auth).expect(204);
      expect(await reminderJob(cancelled, soon)).toBeUndefined();

      await waitForMail(smtp, f.users.attendee.email, 'Reminder:');
      await sleep(3000);
      const reminders = mailsTo(smtp, f.users.attendee.email, 'Reminder:');
      expect(reminders.map((mail) => decodeWords(mail.subject))).toEqual([
        expect.stringMatching(/^Reminder: Boat trip, /),
      ]);
      expect(mailText(reminders[0]!)).toContain('Where: Pier 3');
      expect(mailsTo(smtp, f.users.admin.email, 'Reminder:')).toEqual([]);
      expect(mailsTo(smtp, f.users.creator.email, 'Reminder:')).toEqual([]);

      // The job run again (a retry, a second worker) writes nothing new: never twice.
      expect(await worker.get(NotificationPlanner).remind(boat, new Date(soon))).toBe(0);
      // A job for a time the item no longer has does nothing.
      expect(await worker.get(NotificationPlanner).remind(moved, new Date(soon))).toBe(0);
    });
  });

  describe('unsubscribing in one click', () => {
    it('turns off only that kind, for only that member, without signing in; GET only asks', async () => {
      const f = await createEventFixture(t, 'Unsubscribe Gala');
      await addItem(f, { title: 'Gala dinner' });
      const digest = await waitForMail(smtp, f.users.attendee.email, 'Schedule updates for Unsubscribe Gala');
      const link = /^<(.+)>$/.exec(mailHeader(digest, 'List-Unsubscribe')!)![1]!;
      const url = new URL(link);
      const path = `${url.pathname}${url.search}`;
      const preferences = async () =>
        (await t.http().get('/api/user/email-preferences').set(f.users.attendee.auth).expect(200)).body.preferences;

      const page = await t.http().get(path).expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('Stop schedule updates?');
      expect(await preferences()).toEqual({
        eventDates: true,
        scheduleUpdates: true,
        reminders: true,
        announcements: true,
      });

      const done = await t
        .http()
        .post(path)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(done.text).toContain("You're unsubscribed");
      expect(await preferences()).toEqual({
        eventDates: true,
        scheduleUpdates: false,
        reminders: true,
        announcements: true,
      });
      const admin = (await t.http().get('/api/user/email-preferences').set(f.users.admin.auth).expect(200)).body;
      expect(admin.preferences.scheduleUpdates).toBe(true);

      const forged = path.replace(/token=[^&]+/, (token) => `${token.slice(0, -3)}abc`);
      await t.http().post(forged).expect(404);
      await t.http().get('/api/email/unsubscribe?token=nonsense').expect(404);
      await t.http().post('/api/email/unsubscribe').expect(404);

      await addItem(f, { title: 'After-party' });
      await sleep(SETTLE_MS);
      expect(mailsTo(smtp, f.users.attendee.email, 'Schedule updates')).toHaveLength(1);
      expect(mailsTo(smtp, f.users.creator.email, 'Schedule updates')).toHaveLength(2);

      // Invitations are not a preference.
      await t
        .http()
        .patch('/api/user/email-preferences')
        .set(f.users.outsider.auth)
        .send({ eventDates: false, scheduleUpdates: false, reminders: false })
        .expect(200);
      await t
        .http()
        .post(`/api/events/${f.eventId}/members`)
        .set(f.users.admin.auth)
        .send({ userEmail: f.users.outsider.email, role: 'attendee' })
        .expect(201);
      const [invitation] = await smtp.waitFor(f.users.outsider.email, 1);
      expect(decodeWords(invitation!.subject)).toContain('invited you to Unsubscribe Gala');
    });
  });
});
