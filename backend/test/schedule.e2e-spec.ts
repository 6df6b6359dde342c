import { CALLERS, Caller, createEventFixture, EventFixture } from './support/event-fixture';
import { expectRefused, Sent } from './support/expect-refused';
import { countQueries } from './support/query-counter';
import { addMember, startTestApp, TestApp, uniqueEmail } from './support/test-app';

type Member = Exclude<Caller, 'anonymous' | 'outsider'>;

const itemBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Welcome dinner',
  description: 'Tapas, then the beach; bring a jacket',
  startTime: '2025-06-12T19:30:00.000Z',
  endTime: '2025-06-12T22:00:00.000Z',
  location: 'Casa Lola, Sitges',
  ...overrides,
});

/** The iCalendar content lines of a body, unfolded (RFC 5545, 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('Schedule, RSVPs and calendars', () => {
  let t: TestApp;
  let f: EventFixture;
  /** Another event, with an item, that f's members do not belong to. */
  let other: EventFixture;
  let otherItemId: string;

  beforeAll(async () => {
    t = await startTestApp();
    [f, other] = await Promise.all([createEventFixture(t, 'Sitges Wedding'), createEventFixture(t, 'Other Trip')]);
    otherItemId = (await postItem(other, 'admin').expect(201)).body.item.id;
  });
  afterAll(() => t.close());

  const refused = (send: () => Sent, status: number, message?: string) => expectRefused(t.db, send, status, message);

  function postItem(event: EventFixture, caller: Caller, body: object = itemBody()) {
    return t.http().post(`/api/events/${event.eventId}/schedule`).set(event.headers(caller)).send(body);
  }

  const rsvp = (itemId: string, headers: Record<string, string>, status: string) =>
    t.http().put(`/api/schedule/${itemId}/rsvp`).set(headers).send({ status });

  describe('who may do what', () => {
    it.each(CALLERS)('%s: read the schedule and its .ics', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      for (const path of ['schedule', 'schedule.ics']) {
        const response = await t.http().get(`/api/events/${f.eventId}/${path}`).set(f.headers(caller));
        expect({ path, status: response.status }).toEqual({ path, status: expected });
      }
    });

    it.each(['anonymous', 'outsider', 'attendee'] as const)(
      '%s may not create, edit or delete items',
      async (caller) => {
        const status = { anonymous: 401, outsider: 404, attendee: 403 }[caller];
        const itemId = (await postItem(f, 'admin').expect(201)).body.item.id;
        await refused(() => postItem(f, caller), status);
        await refused(
          () => t.http().patch(`/api/schedule/${itemId}`).set(f.headers(caller)).send({ title: 'X' }),
          status,
        );
        await refused(() => t.http().delete(`/api/schedule/${itemId}`).set(f.headers(caller)), status);
      },
    );

    it.each(['admin', 'creator'] as const)('%s creates, edits and deletes items', async (caller) => {
      const created = await postItem(f, caller).expect(201);
      expect(created.body.item).toEqual({
        id: expect.any(String),
        eventId: f.eventId,
        title: 'Welcome dinner',
        description: 'Tapas, then the beach; bring a jacket',
        startTime: '2025-06-12T19:30:00.000Z',
        endTime: '2025-06-12T22:00:00.000Z',
        location: 'Casa Lola, Sitges',
        createdBy: f.users[caller].id,
        createdAt: expect.any(String),
        rsvpCounts: { going: 0, notGoing: 0, maybe: 0 },
        userRsvp: null,
      });
      const id = created.body.item.id;
      const edited = await t
        .http()
        .patch(`/api/schedule/${id}`)
        .set(f.users[caller].auth)
        .send({ title: ' Dinner ', endTime: null, location: '' })
        .expect(200);
      expect(edited.body.item).toMatchObject({
        title: 'Dinner',
        endTime: null,
        location: null,
        description: itemBody().description,
      });
      await t.http().delete(`/api/schedule/${id}`).set(f.users[caller].auth).expect(204);
      await refused(
        () => t.http().delete(`/api/schedule/${id}`).set(f.users[caller].auth),
        404,
        'Schedule item not found',
      );
    });

    it.each(['anonymous', 'outsider'] as const)('%s may not answer an RSVP', async (caller) => {
      const itemId = (await postItem(f, 'admin').expect(201)).body.item.id;
      await refused(() => rsvp(itemId, f.headers(caller), 'going'), caller === 'anonymous' ? 401 : 404);
    });

    it('refuses items of another event, whatever the caller’s role in their own', async () => {
      await refused(
        () => t.http().patch(`/api/schedule/${otherItemId}`).set(f.users.creator.auth).send({ title: 'X' }),
        404,
        'Schedule item not found',
      );
      await refused(
        () => t.http().delete(`/api/schedule/${otherItemId}`).set(f.users.admin.auth),
        404,
        'Schedule item not found',
      );
      await refused(() => rsvp(otherItemId, f.users.attendee.auth, 'going'), 404, 'Schedule item not found');
      await refused(() => rsvp('not-an-id', f.users.attendee.auth, 'going'), 404, 'Schedule item not found');
    });
  });

  describe('validation', () => {
    it.each([
      [{ title: undefined }, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Title must be 200 characters or fewer'],
      [{ startTime: undefined }, 'Start time is required'],
      [{ startTime: 'tonight' }, 'Start time must be an ISO 8601 date and time with a time zone'],
      [{ endTime: '2025-06-12T25:00:00Z' }, 'End time must be a valid date and time'],
      [{ endTime: '2025-06-12T19:00:00Z' }, 'End time must not be before the start time'],
      [{ description: 'x'.repeat(2001) }, 'Description must be 2000 characters or fewer'],
      [{ location: 7 }, 'Location must be text'],
      [{ createdBy: 'someone' }, 'Unknown property: createdBy'],
    ])('refuses %j with “%s”', async (change, message) => {
      await refused(() => postItem(f, 'admin', itemBody(change)), 400, message);
    });

    it('keeps the order of times and required fields on edit', async () => {
      const id = (await postItem(f, 'admin').expect(201)).body.item.id;
      const send = (body: object) => t.http().patch(`/api/schedule/${id}`).set(f.users.admin.auth).send(body);
      await refused(
        () => send({ startTime: '2025-06-12T23:00:00Z' }),
        400,
        'End time must not be before the start time',
      );
      await refused(() => send({ title: null }), 400, 'Title is required');
      await refused(() => send({ startTime: null }), 400, 'Start time is required');
      await refused(() => send({}), 400, 'Nothing to update: send at least one field');
    });

    it.each([[undefined], ['yes'], ['Going'], [null]])('refuses the RSVP status %j', async (status) => {
      const id = (await postItem(f, 'admin').expect(201)).body.item.id;
      await refused(
        () => t.http().put(`/api/schedule/${id}/rsvp`).set(f.users.attendee.auth).send({ status }),
        400,
        'Status must be going, not_going or maybe',
      );
    });
  });

  describe('the schedule with RSVPs', () => {
    it('orders items by start time, counts answers and shows the caller’s own', async () => {
      const event = await createEventFixture(t);
      const late = (
        await postItem(
          event,
          'creator',
          itemBody({ title: 'Party', startTime: '2025-06-13T21:00:00Z', endTime: null }),
        ).expect(201)
      ).body.item.id;
      const early = (
        await postItem(
          event,
          'admin',
          itemBody({ title: 'Brunch', startTime: '2025-06-13T10:00:00Z', endTime: null }),
        ).expect(201)
      ).body.item.id;
      const guest = await t.signIn(uniqueEmail('guest'));
      await addMember(t.db, event.eventId, guest.id, 'attendee');

      const first = await rsvp(late, event.users.attendee.auth, 'going').expect(200);
      expect(first.body.rsvp).toEqual({
        scheduleEventId: late,
        userId: event.users.attendee.id,
        status: 'going',
        respondedAt: expect.any(String),
      });
      await rsvp(late, event.users.admin.auth, 'maybe').expect(200);
      await rsvp(late, event.users.creator.auth, 'not_going').expect(200);
      await rsvp(late, guest.auth, 'going').expect(200);
      // A second answer replaces the first.
      const changed = await rsvp(late, event.users.attendee.auth, 'maybe').expect(200);
      expect(new Date(changed.body.rsvp.respondedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(first.body.rsvp.respondedAt).getTime(),
      );
      await rsvp(early, event.users.attendee.auth, 'going').expect(200);
      // Someone removed from the event no longer counts.
      await t
        .http()
        .delete(`/api/events/${event.eventId}/members/${guest.id}`)
        .set(event.users.creator.auth)
        .expect(204);

      const read = (caller: Member) =>
        t.http().get(`/api/events/${event.eventId}/schedule`).set(event.users[caller].auth).expect(200);
      const asAttendee = (await read('attendee')).body.schedule;
      expect(asAttendee.map((item: { title: string }) => item.title)).toEqual(['Brunch', 'Party']);
      expect(asAttendee[1]).toMatchObject({ rsvpCounts: { going: 0, notGoing: 1, maybe: 2 }, userRsvp: 'maybe' });
      expect(asAttendee[0]).toMatchObject({ rsvpCounts: { going: 1, notGoing: 0, maybe: 0 }, userRsvp: 'going' });
      const asCreator = (await read('creator')).body.schedule;
      expect(asCreator.map((item: { userRsvp: string | null }) => item.userRsvp)).toEqual([null, 'not_going']);

      const [{ count }] = await t.db.query(
        'SELECT count(*)::int AS count FROM rsvps WHERE "scheduleEventId" = $1 AND "userId" = $2',
        [late, event.users.attendee.id],
      );
      expect(count).toBe(1);
    });

    it('keeps one RSVP per member under parallel answers', async () => {
      const id = (await postItem(f, 'admin').expect(201)).body.item.id;
      const statuses = ['going', 'maybe', 'not_going'];
      const responses = await Promise.all(
        Array.from({ length: 15 }, (_, i) => rsvp(id, f.users.attendee.auth, statuses[i % 3]!)),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(15).fill(200));
      const rows = await t.db.query('SELECT status FROM rsvps WHERE "scheduleEventId" = $1', [id]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('iCalendar', () => {
    it('exports the event’s schedule as a valid .ics file', async () => {
      const event = await createEventFixture(t, 'Sitges, Spain; 2025');
      const dinner = (await postItem(event, 'admin').expect(201)).body.item.id;
      await postItem(
        event,
        'admin',
        itemBody({
          title: 'Ceremony '.repeat(20).trim(),
          startTime: '2025-06-13T15:00:00Z',
          endTime: null,
          description: null,
          location: null,
        }),
      ).expect(201);
      const response = await t
        .http()
        .get(`/api/events/${event.eventId}/schedule.ics`)
        .set(event.users.attendee.auth)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="schedule.ics"');
      const ics: string = response.text;
      expect(ics.endsWith('\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const lines = unfold(ics);
      expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Gatherly//Event schedule//EN']);
      expect(lines).toContain('X-WR-CALNAME:Sitges\\, Spain\\; 2025');
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
      expect(lines).toEqual(
        expect.arrayContaining([
          `UID:${dinner}@127.0.0.1`,
          'DTSTART:20250612T193000Z',
          'DTEND:20250612T220000Z',
          'SUMMARY:Welcome dinner',
          'DESCRIPTION:Tapas\\, then the beach\\; bring a jacket',
          'LOCATION:Casa Lola\\, Sitges',
          `SUMMARY:${'Ceremony '.repeat(20).trim()}`,
          expect.stringMatching(/^DTSTAMP:\d{8}T\d{6}Z$/),
          `URL:${t.baseUrl}/events/${event.eventId}`,
        ]),
      );
      expect(lines.at(-2)).toBe('END:VCALENDAR');
    });

    it('exports an empty calendar for an event without items', async () => {
      const event = await createEventFixture(t);
      const response = await t
        .http()
        .get(`/api/events/${event.eventId}/schedule.ics`)
        .set(event.users.creator.auth)
        .expect(200);
      expect(unfold(response.text)).not.toContain('BEGIN:VEVENT');
    });
  });

  describe('personal calendar feed', () => {
    it('gives each user a feed URL with a long random token, the same until rotated', async () => {
      await refused(() => t.http().get('/api/user/calendar-feed'), 401);
      await refused(() => t.http().post('/api/user/calendar-feed/rotate'), 401);
      const first = await t.http().get('/api/user/calendar-feed').set(f.users.attendee.auth).expect(200);
      const url: string = first.body.feed.url;
      const token = /\/api\/calendar\/feeds\/([A-Za-z0-9_-]+)\.ics$/.exec(url)![1]!;
      expect(url.startsWith(`${t.baseUrl}/api/calendar/feeds/`)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const again = await t.http().get('/api/user/calendar-feed').set(f.users.attendee.auth).expect(200);
      expect(again.body.feed).toEqual(first.body.feed);
      const someoneElse = await t.http().get('/api/user/calendar-feed').set(f.users.admin.auth).expect(200);
      expect(someoneElse.body.feed.url).not.toBe(url);

      const rotated = await t.http().post('/api/user/calendar-feed/rotate').set(f.users.attendee.auth).expect(201);
      expect(rotated.body.feed.url).not.toBe(url);
      await t.http().get(new URL(url).pathname).expect(404);
      await t.http().get(new URL(rotated.body.feed.url).pathname).expect(200);
    });

    it('issues one token when the first requests arrive together', async () => {
      const user = await t.signIn(uniqueEmail('eager'));
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => t.http().get('/api/user/calendar-feed').set(user.auth)),
      );
      expect(new Set(responses.map((response) => response.body.feed.url)).size).toBe(1);
    });

    it('lists, without signing in, the items the user is going to in events they still belong to', async () => {
      const [a, b] = [await createEventFixture(t, 'Event A'), await createEventFixture(t, 'Event B')];
      const user = await t.signIn(uniqueEmail('planner'));
      await addMember(t.db, a.eventId, user.id, 'attendee');
      await addMember(t.db, b.eventId, user.id, 'attendee');
      const going = (await postItem(a, 'admin', itemBody({ title: 'Going, for sure' })).expect(201)).body.item.id;
      const maybe = (await postItem(a, 'admin', itemBody({ title: 'Maybe' })).expect(201)).body.item.id;
      const left = (await postItem(b, 'admin', itemBody({ title: 'In an event I left' })).expect(201)).body.item.id;
      const notAsked = (await postItem(a, 'admin', itemBody({ title: 'Not answered' })).expect(201)).body.item.id;
      await rsvp(going, user.auth, 'going').expect(200);
      await rsvp(maybe, user.auth, 'maybe').expect(200);
      await rsvp(left, user.auth, 'going').expect(200);
      await rsvp(notAsked, a.users.attendee.auth, 'going').expect(200);
      await t.http().delete(`/api/events/${b.eventId}/members/${user.id}`).set(b.users.creator.auth).expect(204);

      const { url } = (await t.http().get('/api/user/calendar-feed').set(user.auth).expect(200)).body.feed;
      const response = await t.http().get(new URL(url).pathname).expect(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const lines = unfold(response.text);
      expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toEqual(['SUMMARY:Going\\, for sure (Event A)']);
      expect(lines).toContain(`UID:${going}@127.0.0.1`);
      expect(lines).toContain('X-WR-CALNAME:Gatherly: my schedule');
      expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    });

    it('answers 404 for an unknown or malformed token', async () => {
      await t
        .http()
        .get(`/api/calendar/feeds/${'A'.repeat(43)}.ics`)
        .expect(404);
      await t.http().get('/api/calendar/feeds/short.ics').expect(404);
      await t
        .http()
        .get(`/api/calendar/feeds/${'A'.repeat(43)}`)
        .expect(404);
    });
  });

  describe('query count of the lists, constant in the number of rows', () => {
    /** An event with `size` items, each answered by its three members; the attendee's feed holds them all. */
    async function populated(size: number) {
      const event = await createEventFixture(t);
      const items = await t.db.query(
        `INSERT INTO event_schedule ("eventId", title, description, "startTime", location, "createdBy")
         SELECT $1, 'Item ' || i, 'About, item; ' || i, now() + i * interval '1 hour', 'Somewhere', $2
         FROM generate_series(1, $3) i RETURNING id`,
        [event.eventId, event.users.admin.id, size],
      );
      const ids = items.map((item: { id: string }) => item.id);
      for (const [caller, status] of [
        ['attendee', 'going'],
        ['admin', 'maybe'],
        ['creator', 'not_going'],
      ] as const) {
        await t.db.query('INSERT INTO rsvps ("scheduleEventId", "userId", status) SELECT unnest($1::uuid[]), $2, $3', [
          ids,
          event.users[caller].id,
          status,
        ]);
      }
      const { url } = (await t.http().get('/api/user/calendar-feed').set(event.users.attendee.auth).expect(200)).body
        .feed;
      return { event, feedPath: new URL(url).pathname as string };
    }

    type Sample = Awaited<ReturnType<typeof populated>>;
    it.each<[string, (sample: Sample) => string]>([
      ['GET /api/events/:eventId/schedule', (sample) => `/api/events/${sample.event.eventId}/schedule`],
      ['GET /api/events/:eventId/schedule.ics', (sample) => `/api/events/${sample.event.eventId}/schedule.ics`],
      ['GET the calendar feed', (sample) => sample.feedPath],
    ])('%s', async (_name, path) => {
      const [small, large] = [await populated(2), await populated(50)];
      const counts: number[] = [];
      for (const sample of [small, large]) {
        counts.push(
          await countQueries(t.db, () => t.http().get(path(sample)).set(sample.event.users.attendee.auth).expect(200)),
        );
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBe(counts[0]);
    });
  });
});
