import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { SmtpSink } from './support/smtp-sink';
import { addMember, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

/** Short windows and a sweep every second, so the worker's entries appear in seconds. */
const WINDOWS = {
  SWEEP_INTERVAL_SECONDS: '1',
  DATES_EMAIL_DELAY_SECONDS: '1',
  SCHEDULE_DIGEST_WINDOW_SECONDS: '1',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Entry {
  id: string;
  kind: string;
  text: string;
  link: string;
  eventId: string;
  eventName: string;
  createdAt: string;
  read: boolean;
  actor: { userId: string; displayName: string; photoURL: string | null } | null;
}

/**
 * The notification centre (the bell): each user's own entries across their events, written in the
 * transaction of what they tell (a seat taken, an item cancelled) or by the worker's sweeps (dates that
 * settled, a schedule digest), through the real API, worker and database.
 */
describe('Notification centre', () => {
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

  const page = async (user: SignedInUser, query = '') =>
    (await t.http().get(`/api/notifications${query}`).set(user.auth).expect(200)).body as {
      notifications: Entry[];
      unreadCount: number;
      nextCursor: string | null;
    };
  const entries = async (user: SignedInUser, eventId?: string) =>
    (await page(user, '?limit=50')).notifications.filter((entry) => !eventId || entry.eventId === eventId);
  const unread = async (user: SignedInUser) =>
    (await t.http().get('/api/notifications/unread-count').set(user.auth).expect(200)).body.unreadCount as number;
  /** Waits until the user's entries of the event of this kind number `count`. */
  async function waitForEntries(user: SignedInUser, eventId: string, kind: string, count: number): Promise<Entry[]> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const found = (await entries(user, eventId)).filter((entry) => entry.kind === kind);
      if (found.length >= count) return found;
      await sleep(200);
    }
    throw new Error(`${user.email} has fewer than ${count} ${kind} entries`);
  }
  const stored = async (userId: string) =>
    (await t.db.query('SELECT id, kind, "readAt" FROM notifications WHERE "userId" = $1 ORDER BY "createdAt", id', [
      userId,
    ])) as { id: string; kind: string; readAt: Date | null }[];

  const offerRide = async (f: EventFixture, driver: SignedInUser) =>
    (
      await t
        .http()
        .post(`/api/events/${f.eventId}/carpools`)
        .set(driver.auth)
        .send({ fromLocation: 'Station', toLocation: 'Lake house', departureTime: '2031-06-12T09:00:00.000Z' })
        .expect(201)
    ).body.carpool.id as string;
  const join = (carpoolId: string, user: SignedInUser) =>
    t.http().post(`/api/carpools/${carpoolId}/join`).set(user.auth).expect(200);
  const displayName = async (user: SignedInUser) =>
    (await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [user.id]))[0].displayName as string;

  describe('a seat taken in a carpool', () => {
    it("tells the driver, in the join's transaction, who joined and where the carpool is", async () => {
      const f = await createEventFixture(t, 'Carpool Weekend');
      const carpoolId = await offerRide(f, f.users.admin);
      await join(carpoolId, f.users.attendee);

      const [entry, ...more] = await entries(f.users.admin, f.eventId);
      expect(more).toEqual([]);
      const attendeeName = await displayName(f.users.attendee);
      expect(entry).toEqual({
        id: expect.any(String),
        kind: 'carpool_joined',
        text: `${attendeeName} joined your carpool from Station to Lake house`,
        link: `/events/${f.eventId}/travel?tab=carpools&carpool=${carpoolId}`,
        eventId: f.eventId,
        eventName: 'Carpool Weekend',
        createdAt: expect.any(String),
        read: false,
        actor: { userId: f.users.attendee.id, displayName: attendeeName, photoURL: null },
      });
      // The passenger is told nothing; a seat refused writes nothing.
      expect(await entries(f.users.attendee, f.eventId)).toEqual([]);
      await t.http().post(`/api/carpools/${carpoolId}/join`).set(f.users.attendee.auth).expect(409);
      await t.http().post(`/api/carpools/${carpoolId}/join`).set(f.users.admin.auth).expect(409);
      expect(await stored(f.users.admin.id)).toHaveLength(1);

      // Leaving and taking a seat again is a new seat, and a new entry.
      await t.http().post(`/api/carpools/${carpoolId}/leave`).set(f.users.attendee.auth).expect(200);
      await join(carpoolId, f.users.attendee);
      expect(await entries(f.users.admin, f.eventId)).toHaveLength(2);
    });

    it('writes no entry when the carpool is full and the seat is not taken', async () => {
      const f = await createEventFixture(t, 'Full Carpool');
      const { body } = await t
        .http()
        .post(`/api/events/${f.eventId}/carpools`)
        .set(f.users.admin.auth)
        .send({ fromLocation: 'A', toLocation: 'B', departureTime: '2031-06-12T09:00:00.000Z', maxSeats: 2 })
        .expect(201);
      await join(body.carpool.id, f.users.attendee);
      await t.http().post(`/api/carpools/${body.carpool.id}/join`).set(f.users.creator.auth).expect(409);
      expect((await stored(f.users.admin.id)).map((row) => row.kind)).toEqual(['carpool_joined']);
    });
  });

  describe('reading', () => {
    it('counts the unread, marks one read (again harmlessly), then all', async () => {
      const f = await createEventFixture(t, 'Reading Retreat');
      const carpoolId = await offerRide(f, f.users.admin);
      await join(carpoolId, f.users.attendee);
      await join(carpoolId, f.users.creator);
      const driver = f.users.admin;

      const first = await page(driver, '?limit=50');
      const mine = first.notifications.filter((entry) => entry.eventId === f.eventId);
      expect(mine.map((entry) => entry.actor?.userId)).toEqual([f.users.creator.id, f.users.attendee.id]);
      expect(first.unreadCount).toBe(await unread(driver));
      const before = await unread(driver);
      expect(before).toBeGreaterThanOrEqual(2);

      await t.http().post(`/api/notifications/${mine[1]!.id}/read`).set(driver.auth).expect(204);
      const [readAt] = await t.db.query('SELECT "readAt" FROM notifications WHERE id = $1', [mine[1]!.id]);
      await t.http().post(`/api/notifications/${mine[1]!.id}/read`).set(driver.auth).expect(204);
      const [again] = await t.db.query('SELECT "readAt" FROM notifications WHERE id = $1', [mine[1]!.id]);
      expect(again.readAt).toEqual(readAt.readAt);
      expect(await unread(driver)).toBe(before - 1);
      expect((await entries(driver, f.eventId)).map((entry) => entry.read)).toEqual([false, true]);

      await t.http().post('/api/notifications/read-all').set(driver.auth).expect(204);
      expect(await unread(driver)).toBe(0);
      expect((await entries(driver, f.eventId)).map((entry) => entry.read)).toEqual([true, true]);
    });

    it("answers 404 for someone else's entry, or one that does not exist, and reads nothing", async () => {
      const f = await createEventFixture(t, 'Ownership Gala');
      const carpoolId = await offerRide(f, f.users.admin);
      await join(carpoolId, f.users.attendee);
      const [entry] = await entries(f.users.admin, f.eventId);

      for (const caller of [f.users.attendee, f.users.creator, f.users.outsider]) {
        const refused = await t.http().post(`/api/notifications/${entry!.id}/read`).set(caller.auth).expect(404);
        expect(refused.body.message).toBe('Notification not found');
      }
      await t.http().post(`/api/notifications/${randomUUID()}/read`).set(f.users.admin.auth).expect(404);
      await t.http().post('/api/notifications/not-an-id/read').set(f.users.admin.auth).expect(404);
      await t.http().post(`/api/notifications/${entry!.id}/read`).expect(401);
      await t.http().post('/api/notifications/read-all').expect(401);
      await t.http().get('/api/notifications').expect(401);
      await t.http().get('/api/notifications/unread-count').expect(401);
      // Someone else's read-all leaves this entry unread.
      await t.http().post('/api/notifications/read-all').set(f.users.attendee.auth).expect(204);
      expect((await stored(f.users.admin.id)).map((row) => row.readAt)).toEqual([null]);
    });

    it('stops showing an event’s entries to a member removed from it', async () => {
      const f = await createEventFixture(t, 'Removal Reunion');
      const other = await createEventFixture(t, 'Other Reunion');
      await addMember(t.db, other.eventId, f.users.attendee.id, 'attendee');
      const here = await offerRide(f, f.users.attendee);
      const there = await offerRide(other, f.users.attendee);
      await join(here, f.users.creator);
      await join(there, other.users.creator);
      const [entry] = await entries(f.users.attendee, f.eventId);
      expect(entry).toBeDefined();
      const unreadBefore = await unread(f.users.attendee);

      await t
        .http()
        .delete(`/api/events/${f.eventId}/members/${f.users.attendee.id}`)
        .set(f.users.admin.auth)
        .expect(204);

      expect(await entries(f.users.attendee, f.eventId)).toEqual([]);
      expect(await entries(f.users.attendee, other.eventId)).toHaveLength(1);
      expect(await unread(f.users.attendee)).toBe(unreadBefore - 1);
      await t.http().post(`/api/notifications/${entry!.id}/read`).set(f.users.attendee.auth).expect(404);
      // Kept, not shown: back in the event, the member sees it again.
      await addMember(t.db, f.eventId, f.users.attendee.id, 'attendee');
      expect((await entries(f.users.attendee, f.eventId)).map((row) => row.id)).toEqual([entry!.id]);
    });

    it('pages newest first by cursor without skipping or repeating an entry, ties broken by id', async () => {
      const f = await createEventFixture(t, 'Paging Party');
      const user = await t.signIn(uniqueEmail('pager'));
      await addMember(t.db, f.eventId, user.id, 'attendee');
      // 25 entries, ten of them written at the same instant, as one transaction writes them.
      await t.db.query(
        `INSERT INTO notifications ("userId", "eventId", kind, "subjectId", text, link, "dedupeKey", "createdAt")
         SELECT $1::uuid, $2::uuid, 'dates_set', $2::uuid, 'Entry ' || i, '/events/' || $2::text,
                'paging:' || $1::text || ':' || i,
                CASE WHEN i <= 10 THEN now() - interval '1 hour' ELSE now() - make_interval(secs => i) END
         FROM generate_series(1, 25) i`,
        [user.id, f.eventId],
      );
      const seen: Entry[] = [];
      let cursor: string | null = null;
      const sizes: number[] = [];
      do {
        const query: string = `?limit=10${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
        const next = await page(user, query);
        sizes.push(next.notifications.length);
        seen.push(...next.notifications);
        expect(next.unreadCount).toBe(25);
        cursor = next.nextCursor;
      } while (cursor);
      expect(sizes).toEqual([10, 10, 5]);
      expect(new Set(seen.map((entry) => entry.id)).size).toBe(25);
      const order = seen.map((entry) => [new Date(entry.createdAt).getTime(), entry.id] as const);
      const sorted = [...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1));
      expect(order).toEqual(sorted);
      expect((await page(user)).notifications).toHaveLength(20);

      for (const [name, value] of [
        ['limit', '0'],
        ['limit', '51'],
        ['limit', 'two'],
        ['before', 'yesterday'],
        ['before', "1' OR 1=1"],
      ] as const) {
        await t
          .http()
          .get('/api/notifications')
          .query({ [name]: value })
          .set(user.auth)
          .expect(400);
      }
    });
  });

  describe('written by the worker', () => {
    it('tells every member once when the dates settle, whatever their e-mail choices', async () => {
      const f = await createEventFixture(t, 'Dates Wedding');
      await t
        .http()
        .patch('/api/user/email-preferences')
        .set(f.users.attendee.auth)
        .send({ eventDates: false })
        .expect(200);
      const put = (body: object) =>
        t.http().put(`/api/events/${f.eventId}`).set(f.users.admin.auth).send(body).expect(200);
      await put({ startDate: '2031-06-12T10:00:00.000Z', timeZone: 'Europe/Madrid' });
      await put({ endDate: '2031-06-14T16:00:00.000Z' });
      const members = [f.users.creator, f.users.admin, f.users.attendee];
      for (const user of members) {
        const [entry, ...more] = await waitForEntries(user, f.eventId, 'dates_set', 1);
        expect(more).toEqual([]);
        expect(entry).toMatchObject({
          text: 'Dates set: Thu, Jun 12, 2031 – Sat, Jun 14, 2031',
          link: `/events/${f.eventId}`,
          eventName: 'Dates Wedding',
          actor: null,
          read: false,
        });
      }
      expect(await entries(f.users.outsider, f.eventId)).toEqual([]);

      await put({ startDate: '2031-07-01T10:00:00.000Z', endDate: '2031-07-01T18:00:00.000Z' });
      for (const user of members) {
        const [latest] = await waitForEntries(user, f.eventId, 'dates_set', 2);
        expect(latest!.text).toBe('New dates: Tue, Jul 1, 2031');
      }
      await sleep(2500);
      for (const user of members) expect(await entries(user, f.eventId)).toHaveLength(2);
    });

    describe('a schedule item changed or cancelled', () => {
      let f: EventFixture;
      /** Two more attendees: Alice is invited to the private item, Bob is not. */
      let alice: SignedInUser;
      let bob: SignedInUser;
      const addItem = async (body: object) =>
        (
          await t
            .http()
            .post(`/api/events/${f.eventId}/schedule`)
            .set(f.users.admin.auth)
            .send({ title: 'Dinner', startTime: '2031-06-12T19:30:00Z', ...body })
            .expect(201)
        ).body.item.id as string;
      const answer = (itemId: string, user: SignedInUser, status: string) =>
        t.http().put(`/api/schedule/${itemId}/rsvp`).set(user.auth).send({ status }).expect(200);
      const itemEntries = async (user: SignedInUser) =>
        (await entries(user, f.eventId)).filter((entry) => entry.kind === 'item_changed');

      beforeAll(async () => {
        f = await createEventFixture(t, 'Schedule Trip');
        [alice, bob] = await Promise.all([t.signIn(uniqueEmail('alice')), t.signIn(uniqueEmail('bob'))]);
        await addMember(t.db, f.eventId, alice.id, 'attendee');
        await addMember(t.db, f.eventId, bob.id, 'attendee');
      });

      it('tells the members going who may see it, not the one who changed it nor those not going', async () => {
        const dinner = await addItem({ title: 'Dinner' });
        await answer(dinner, f.users.attendee, 'going');
        await answer(dinner, f.users.admin, 'going');
        await answer(dinner, alice, 'maybe');
        await answer(dinner, bob, 'not_going');
        // The digest of the addition comes and goes first: an item only added has nobody to tell.
        await sleep(3000);
        expect(await itemEntries(f.users.attendee)).toEqual([]);

        await t
          .http()
          .patch(`/api/schedule/${dinner}`)
          .set(f.users.admin.auth)
          .send({ title: 'Welcome dinner' })
          .expect(200);
        const [entry, ...more] = await waitForEntries(f.users.attendee, f.eventId, 'item_changed', 1);
        expect(more).toEqual([]);
        const adminName = await displayName(f.users.admin);
        expect(entry).toMatchObject({
          text: `${adminName} changed Welcome dinner`,
          link: `/events/${f.eventId}?item=${dinner}`,
          actor: { userId: f.users.admin.id, displayName: adminName },
        });
        await sleep(2500);
        for (const user of [f.users.admin, f.users.creator, alice, bob]) expect(await itemEntries(user)).toEqual([]);
        expect(await itemEntries(f.users.attendee)).toHaveLength(1);
      });

      it('tells only those who may see a private item, and of its cancellation at once', async () => {
        const partyOf = async (user: SignedInUser) =>
          (
            await t.db.query('SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [
              f.eventId,
              user.id,
            ])
          )[0].partyId as string;
        const rehearsal = await addItem({ title: 'Rehearsal' });
        for (const user of [alice, bob, f.users.creator]) await answer(rehearsal, user, 'going');
        // Made private to Alice's party after Bob answered: his answer stays stored, but he may not see it.
        await t
          .http()
          .patch(`/api/schedule/${rehearsal}`)
          .set(f.users.admin.auth)
          .send({ audience: 'parties', partyIds: [await partyOf(alice)], title: 'Rehearsal dinner' })
          .expect(200);
        await waitForEntries(alice, f.eventId, 'item_changed', 1);
        await waitForEntries(f.users.creator, f.eventId, 'item_changed', 1);
        await sleep(2500);
        expect(await itemEntries(bob)).toEqual([]);

        await t.http().delete(`/api/schedule/${rehearsal}`).set(f.users.creator.auth).expect(204);
        // Written with the cancellation, before any sweep.
        const creatorName = await displayName(f.users.creator);
        const [cancelled] = await itemEntries(alice);
        expect(cancelled).toMatchObject({
          text: `${creatorName} cancelled Rehearsal dinner`,
          link: `/events/${f.eventId}`,
          actor: { userId: f.users.creator.id },
        });
        expect(await itemEntries(f.users.creator)).toHaveLength(1);
        expect(await itemEntries(bob)).toEqual([]);
        await sleep(2500);
        expect(await itemEntries(alice)).toHaveLength(2);
      });
    });
  });
});
