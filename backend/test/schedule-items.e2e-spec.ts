import { CALLERS, Caller, createEventFixture } from './support/event-fixture';
import { f, itemBody, otherItemId, postItem, refused, rsvp, t, useScheduleSuite } from './support/schedule-suite';
import { addMember, uniqueEmail } from './support/test-app';

type Member = Exclude<Caller, 'anonymous' | 'outsider'>;

/** Schedule items and RSVPs: who may do what, validation, the schedule with its answers. */
describe('Schedule, RSVPs and calendars', () => {
  useScheduleSuite();

  describe('who may do what', () => {
    it.each(CALLERS)('%s: read the schedule and its .ics', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      for (const path of [`/api/events/${f.eventId}/schedule`, `/api/calendar/events/${f.eventId}.ics`]) {
        const response = await t.http().get(path).set(f.headers(caller));
        expect({ path, status: response.status }).toEqual({ path, status: expected });
      }
    });

    it.each(CALLERS)('%s: read who is coming to an item and its .ics', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      const itemId = (await postItem(f, 'admin').expect(201)).body.item.id;
      for (const path of [`/api/schedule/${itemId}/respondents`, `/api/calendar/items/${itemId}.ics`]) {
        const response = await t.http().get(path).set(f.headers(caller));
        expect({ path, status: response.status }).toEqual({ path, status: expected });
      }
      await refused(
        () => t.http().get(`/api/schedule/${otherItemId}/respondents`).set(f.headers(caller)),
        {
          anonymous: 401,
          outsider: 404,
          attendee: 404,
          admin: 404,
          creator: 404,
        }[caller],
      );
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
        audience: 'everyone',
        partyIds: [],
        createdBy: f.users[caller].id,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        rsvpCounts: { going: 0, notGoing: 0, maybe: 0 },
        goingPreview: [],
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

    it('names the first five going, earliest first, and everyone going or maybe on request', async () => {
      const event = await createEventFixture(t);
      const id = (await postItem(event, 'admin').expect(201)).body.item.id;
      const guests: (Awaited<ReturnType<typeof t.signIn>> & { name: string })[] = [];
      for (const name of ['Zoe', 'amy', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay']) {
        const guest = await t.signIn(uniqueEmail(name));
        await t.db.query('UPDATE users SET "displayName" = $2 WHERE id = $1', [guest.id, name]);
        await addMember(t.db, event.eventId, guest.id, 'attendee');
        guests.push({ ...guest, name });
      }
      for (const guest of guests.slice(0, 6)) await rsvp(id, guest.auth, 'going').expect(200);
      await rsvp(id, guests[6]!.auth, 'maybe').expect(200);
      await rsvp(id, event.users.attendee.auth, 'not_going').expect(200);
      // A member who leaves is no longer coming.
      await t
        .http()
        .delete(`/api/events/${event.eventId}/members/${guests[1]!.id}`)
        .set(event.users.creator.auth)
        .expect(204);

      const [item] = (
        await t.http().get(`/api/events/${event.eventId}/schedule`).set(event.users.attendee.auth).expect(200)
      ).body.schedule;
      expect(item.rsvpCounts).toEqual({ going: 5, notGoing: 1, maybe: 1 });
      expect(item.goingPreview).toEqual(
        ['Zoe', 'Bob', 'Cy', 'Dee', 'Eve'].map((name) => ({
          id: guests.find((guest) => guest.name === name)!.id,
          displayName: name,
          photoURL: null,
        })),
      );
      const { respondents } = (
        await t.http().get(`/api/schedule/${id}/respondents`).set(event.users.attendee.auth).expect(200)
      ).body;
      expect(respondents.going.map((person: { displayName: string }) => person.displayName)).toEqual([
        'Bob',
        'Cy',
        'Dee',
        'Eve',
        'Zoe',
      ]);
      expect(respondents.maybe.map((person: { displayName: string }) => person.displayName)).toEqual(['Fay']);
    });

    it('names everyone who answered, Not Going included, to every member', async () => {
      const event = await createEventFixture(t);
      const id = (await postItem(event, 'admin').expect(201)).body.item.id;
      await rsvp(id, event.users.attendee.auth, 'not_going').expect(200);

      for (const caller of ['attendee', 'creator'] as const) {
        const { respondents } = (
          await t.http().get(`/api/schedule/${id}/respondents`).set(event.users[caller].auth).expect(200)
        ).body;
        expect(respondents).toEqual({
          going: [],
          maybe: [],
          notGoing: [{ id: event.users.attendee.id, displayName: expect.any(String), photoURL: null }],
        });
      }
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
});
