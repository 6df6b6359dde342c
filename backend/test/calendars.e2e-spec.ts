import ICAL from 'ical.js';
import { createEventFixture } from './support/event-fixture';
import { countQueries } from './support/query-counter';
import { f, itemBody, postItem, refused, rsvp, t, useScheduleSuite } from './support/schedule-suite';
import { addMember, uniqueEmail } from './support/test-app';

/** The iCalendar content lines of a body, unfolded (RFC 5545, 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** The schedule as calendars: an event’s .ics file, each user’s personal feed, and what they cost in queries. */
describe('Schedule, RSVPs and calendars', () => {
  useScheduleSuite();

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
        .get(`/api/calendar/events/${event.eventId}.ics`)
        .set(event.users.attendee.auth)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="event.ics"');
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

    it('downloads through a plain link: the image cookie of a member is enough, of anyone else not', async () => {
      const event = await createEventFixture(t);
      const itemId = (await postItem(event, 'admin').expect(201)).body.item.id;
      const cookieOf = async (email: string) => {
        const refreshed = await t
          .http()
          .post('/api/auth/refresh')
          .set('Cookie', (await t.signIn(email)).jar.header())
          .expect(200);
        return `gatherly_images=${refreshed.body.token as string}`;
      };
      const member = await cookieOf(event.users.attendee.email);
      const outsider = await cookieOf(uniqueEmail('outsider'));
      for (const path of [`/api/calendar/events/${event.eventId}.ics`, `/api/calendar/items/${itemId}.ics`]) {
        await t.http().get(path).set('Cookie', member).expect(200);
        await t.http().get(path).set('Cookie', outsider).expect(404);
        await t.http().get(path).expect(401);
      }
      // Only downloads take the cookie: the schedule itself wants the bearer token.
      await t.http().get(`/api/events/${event.eventId}/schedule`).set('Cookie', member).expect(401);
    });

    it('exports an empty calendar for an event without items', async () => {
      const event = await createEventFixture(t);
      const response = await t
        .http()
        .get(`/api/calendar/events/${event.eventId}.ics`)
        .set(event.users.creator.auth)
        .expect(200);
      expect(unfold(response.text)).not.toContain('BEGIN:VEVENT');
    });
  });

  describe('every .ics the app serves, read by a maintained iCalendar parser (ical.js)', () => {
    const awkward = {
      title: 'Brunch, "tapas"; then\\ the beach 🏖️ ' + 'é'.repeat(60),
      description: 'Line one\nLine two, with; punctuation\\ and a tab\tend',
      location: 'Casa Lola; Passeig Marítim, 12',
      startTime: '2025-06-13T10:00:00.000Z',
      endTime: '2025-06-13T12:30:00.000Z',
    };

    /** Parses an .ics body strictly: ical.js throws on a malformed content line. */
    const parse = (ics: string) => {
      const calendar = new ICAL.Component(ICAL.parse(ics));
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
      return calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        expect(vevent.getFirstPropertyValue('dtstamp')).toBeInstanceOf(ICAL.Time);
        return {
          uid: event.uid,
          summary: event.summary,
          description: event.description,
          location: event.location,
          start: event.startDate.toJSDate().toISOString(),
          end: event.endDate.toJSDate().toISOString(),
          sequence: event.sequence,
          utc: event.startDate.zone?.tzid,
        };
      });
    };

    it('reads the event’s, the item’s and the feed’s calendars back to what was saved, and sees each change', async () => {
      const event = await createEventFixture(t, 'Sitges; "the" wedding, 2025');
      await t
        .http()
        .put(`/api/events/${event.eventId}`)
        .set(event.users.creator.auth)
        .send({ startDate: '2025-06-12T12:00:00.000Z', endDate: '2025-06-15T12:00:00.000Z' })
        .expect(200);
      const itemId = (await postItem(event, 'admin', itemBody(awkward)).expect(201)).body.item.id;
      await rsvp(itemId, event.users.attendee.auth, 'going').expect(200);
      const { url } = (await t.http().get('/api/user/calendar-feed').set(event.users.attendee.auth).expect(200)).body
        .feed;
      const read = async (path: string) =>
        parse((await t.http().get(path).set(event.users.attendee.auth).expect(200)).text);

      const item = {
        uid: `${itemId}@127.0.0.1`,
        summary: awkward.title,
        description: awkward.description,
        location: awkward.location,
        start: awkward.startTime,
        end: awkward.endTime,
        sequence: 0,
        utc: 'UTC',
      };
      const whole = await read(`/api/calendar/events/${event.eventId}.ics`);
      expect(whole).toEqual([
        {
          uid: `event-${event.eventId}@127.0.0.1`,
          summary: 'Sitges; "the" wedding, 2025',
          description: 'Three days by the lake',
          location: 'Lake Tahoe',
          start: '2025-06-12T12:00:00.000Z',
          end: '2025-06-15T12:00:00.000Z',
          sequence: 1,
          utc: 'UTC',
        },
        item,
      ]);
      expect(await read(`/api/calendar/items/${itemId}.ics`)).toEqual([item]);
      expect(await read(new URL(url).pathname)).toEqual([
        { ...item, summary: `${awkward.title} (Sitges; "the" wedding, 2025)` },
      ]);

      await t
        .http()
        .patch(`/api/schedule/${itemId}`)
        .set(event.users.admin.auth)
        .send({ startTime: '2025-06-13T11:00:00.000Z' })
        .expect(200);
      await t
        .http()
        .put(`/api/events/${event.eventId}`)
        .set(event.users.admin.auth)
        .send({ name: 'Renamed' })
        .expect(200);
      const [eventEntry, movedItem] = await read(`/api/calendar/events/${event.eventId}.ics`);
      expect(eventEntry).toMatchObject({ uid: `event-${event.eventId}@127.0.0.1`, summary: 'Renamed', sequence: 2 });
      expect(movedItem).toMatchObject({ uid: item.uid, start: '2025-06-13T11:00:00.000Z', sequence: 1 });
      // Colours are not what a calendar shows: no new SEQUENCE.
      await t
        .http()
        .put(`/api/events/${event.eventId}`)
        .set(event.users.admin.auth)
        .send({ themeColors: { primary: '#112233' } })
        .expect(200);
      expect((await read(`/api/calendar/events/${event.eventId}.ics`))[0]).toMatchObject({ sequence: 2 });
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
      expect(response.headers['cache-control']).toBe('no-store');
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
      ['GET /api/calendar/events/:eventId.ics', (sample) => `/api/calendar/events/${sample.event.eventId}.ics`],
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
