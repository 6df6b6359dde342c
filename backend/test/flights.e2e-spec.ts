import { CALLERS, Caller, createEventFixture } from './support/event-fixture';
import {
  f,
  flightBody,
  MEMBERS,
  other,
  otherFlightId,
  postFlight,
  refused,
  t,
  useTravelSuite,
} from './support/travel-suite';

/** Flights: who may see and post them, validation, editing and deleting, the arrivals board. */
describe('Travel: flights and carpools', () => {
  useTravelSuite();

  describe('flights', () => {
    it.each(CALLERS)('%s: list and arrivals board', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      for (const path of ['flights', 'flights/arrivals']) {
        const response = await t.http().get(`/api/events/${f.eventId}/${path}`).set(f.headers(caller));
        expect({ path, status: response.status }).toEqual({ path, status: expected });
      }
    });

    it.each(['anonymous', 'outsider'] as const)('%s may not add a flight', async (caller) => {
      await refused(() => postFlight(f, caller), caller === 'anonymous' ? 401 : 404);
    });

    it.each(MEMBERS)('%s adds a flight as its poster, whatever the body says', async (caller) => {
      const response = await postFlight(f, caller).expect(201);
      expect(response.body.flight).toEqual({
        id: expect.any(String),
        eventId: f.eventId,
        userId: f.users[caller].id,
        airline: 'KLM',
        flightNumber: 'KL1675',
        departure: 'AMS',
        arrival: 'BCN',
        departureTime: '2025-06-12T08:40:00.000Z',
        arrivalTime: '2025-06-12T11:05:00.000Z',
        createdAt: expect.any(String),
        user: { displayName: expect.any(String), photoURL: null },
      });
      await refused(
        () => postFlight(f, caller, flightBody({ userId: f.users.outsider.id })),
        400,
        'Unknown property: userId',
      );
    });

    it('lists flights by departure time with their posters', async () => {
      const event = await createEventFixture(t);
      await postFlight(
        event,
        'admin',
        flightBody({ departureTime: '2025-06-12T10:00:00Z', arrivalTime: '2025-06-12T12:00:00Z' }),
      );
      await postFlight(
        event,
        'attendee',
        flightBody({ departureTime: '2025-06-11T10:00:00Z', arrivalTime: '2025-06-11T12:00:00Z' }),
      );
      const response = await t
        .http()
        .get(`/api/events/${event.eventId}/flights`)
        .set(event.users.creator.auth)
        .expect(200);
      expect(response.body.flights.map((flight: { userId: string }) => flight.userId)).toEqual([
        event.users.attendee.id,
        event.users.admin.id,
      ]);
    });

    it.each([
      [{ departureTime: undefined }, 'Departure time is required'],
      [{ arrivalTime: undefined }, 'Arrival time is required'],
      [{ departureTime: '' }, 'Departure time is required'],
      [{ arrivalTime: null }, 'Arrival time is required'],
      [{ departureTime: 'tomorrow morning' }, 'Departure time must be an ISO 8601 date and time with a time zone'],
      [{ departureTime: '2025-06-12T08:40:00' }, 'Departure time must be an ISO 8601 date and time with a time zone'],
      [{ arrivalTime: '2025-02-30T08:40:00Z' }, 'Arrival time must be a valid date and time'],
      [{ arrivalTime: '2025-06-12T08:40:00.000Z' }, 'Arrival time must be after the departure time'],
      [{ arrivalTime: '2025-06-12T07:00:00Z' }, 'Arrival time must be after the departure time'],
      [{ airline: '  ' }, 'Airline is required'],
      [{ airline: 'x'.repeat(101) }, 'Airline must be 100 characters or fewer'],
      [{ flightNumber: undefined }, 'Flight number is required'],
      [{ flightNumber: 'KL 1675 1675 1675' }, 'Flight number must be 16 characters or fewer'],
      [{ departure: 42 }, 'Departure airport is required'],
      [{ arrival: 'x'.repeat(101) }, 'Arrival airport must be 100 characters or fewer'],
    ])('refuses %j with “%s”', async (change, message) => {
      await refused(() => postFlight(f, 'attendee', flightBody(change)), 400, message);
    });

    it('accepts times with an offset and stores the instant', async () => {
      const response = await postFlight(
        f,
        'attendee',
        flightBody({ departureTime: '2025-06-12T10:40:00+02:00', arrivalTime: '2025-06-12T13:05+02:00' }),
      ).expect(201);
      expect(response.body.flight).toMatchObject({
        departureTime: '2025-06-12T08:40:00.000Z',
        arrivalTime: '2025-06-12T11:05:00.000Z',
      });
    });

    describe('editing and deleting', () => {
      it.each(MEMBERS)('%s edits and deletes their own flight, and no one else’s', async (caller) => {
        const own = (await postFlight(f, caller).expect(201)).body.flight.id;
        const someoneElse = caller === 'attendee' ? 'admin' : 'attendee';
        const theirs = (await postFlight(f, someoneElse).expect(201)).body.flight.id;
        const path = (id: string) => `/api/events/${f.eventId}/flights/${id}`;
        const headers = f.users[caller].auth;

        const edited = await t
          .http()
          .patch(path(own))
          .set(headers)
          .send({ flightNumber: ' KL1676 ', arrivalTime: '2025-06-12T11:30:00Z' })
          .expect(200);
        expect(edited.body.flight).toMatchObject({
          flightNumber: 'KL1676',
          airline: 'KLM',
          arrivalTime: '2025-06-12T11:30:00.000Z',
        });
        await refused(
          () => t.http().patch(path(theirs)).set(headers).send({ airline: 'X' }),
          403,
          'You can only change your own flights',
        );
        await refused(() => t.http().delete(path(theirs)).set(headers), 403, 'You can only change your own flights');
        await t.http().delete(path(own)).set(headers).expect(204);
        await refused(() => t.http().delete(path(own)).set(headers), 404, 'Flight not found');
      });

      it('refuses outsiders and anonymous callers, and changes nothing', async () => {
        const id = (await postFlight(f, 'attendee').expect(201)).body.flight.id;
        const path = `/api/events/${f.eventId}/flights/${id}`;
        await refused(
          () => t.http().patch(path).set(f.users.outsider.auth).send({ airline: 'X' }),
          404,
          'Event not found',
        );
        await refused(() => t.http().delete(path).set(f.users.outsider.auth), 404, 'Event not found');
        await refused(() => t.http().patch(path).send({ airline: 'X' }), 401);
        await refused(() => t.http().delete(path), 401);
      });

      it('keeps the arrival after the departure, and required fields required', async () => {
        const id = (await postFlight(f, 'attendee').expect(201)).body.flight.id;
        const send = (body: object) =>
          t.http().patch(`/api/events/${f.eventId}/flights/${id}`).set(f.users.attendee.auth).send(body);
        await refused(
          () => send({ departureTime: '2025-06-12T12:00:00Z' }),
          400,
          'Arrival time must be after the departure time',
        );
        await refused(() => send({ arrivalTime: null }), 400, 'Arrival time is required');
        await refused(() => send({ airline: null }), 400, 'Airline is required');
        await refused(() => send({}), 400, 'Nothing to update: send at least one field');
        await refused(() => send({ eventId: other.eventId }), 400, 'Unknown property: eventId');
      });

      it('answers 404 for a flight of another event or a malformed id', async () => {
        const base = `/api/events/${f.eventId}/flights`;
        await refused(
          () => t.http().patch(`${base}/${otherFlightId}`).set(f.users.creator.auth).send({ airline: 'X' }),
          404,
          'Flight not found',
        );
        await refused(
          () => t.http().delete(`${base}/${otherFlightId}`).set(f.users.creator.auth),
          404,
          'Flight not found',
        );
        await refused(() => t.http().delete(`${base}/not-an-id`).set(f.users.creator.auth), 404, 'Flight not found');
        // The poster of the other event's flight cannot reach it through an event they are not in.
        await refused(
          () => t.http().delete(`${base}/${otherFlightId}`).set(other.users.attendee.auth),
          404,
          'Event not found',
        );
      });
    });

    it('groups arrivals by airport and two-hour window on the arrivals board', async () => {
      const event = await createEventFixture(t);
      const arrive = (caller: Caller, arrival: string, time: string) =>
        postFlight(
          event,
          caller,
          flightBody({ arrival, departureTime: '2025-06-12T06:00:00Z', arrivalTime: `2025-06-12T${time}:00Z` }),
        ).expect(201);
      await arrive('attendee', 'BCN', '10:00');
      await arrive('admin', 'bcn', '11:45');
      await arrive('creator', 'BCN', '12:30');
      await arrive('attendee', 'GRO', '10:15');
      const response = await t
        .http()
        .get(`/api/events/${event.eventId}/flights/arrivals`)
        .set(event.users.admin.auth)
        .expect(200);
      expect(response.body.windowMinutes).toBe(120);
      expect(
        response.body.groups.map(
          (group: {
            airport: string;
            firstArrival: string;
            lastArrival: string;
            flights: Array<{ userId: string }>;
          }) => ({
            airport: group.airport,
            from: group.firstArrival,
            to: group.lastArrival,
            who: group.flights.map((flight) => flight.userId),
          }),
        ),
      ).toEqual([
        {
          airport: 'BCN',
          from: '2025-06-12T10:00:00.000Z',
          to: '2025-06-12T11:45:00.000Z',
          who: [event.users.attendee.id, event.users.admin.id],
        },
        {
          airport: 'GRO',
          from: '2025-06-12T10:15:00.000Z',
          to: '2025-06-12T10:15:00.000Z',
          who: [event.users.attendee.id],
        },
        {
          airport: 'BCN',
          from: '2025-06-12T12:30:00.000Z',
          to: '2025-06-12T12:30:00.000Z',
          who: [event.users.creator.id],
        },
      ]);
      expect(response.body.groups[0].flights[0]).toMatchObject({
        airline: 'KLM',
        user: { displayName: expect.any(String) },
      });
    });
  });
});
