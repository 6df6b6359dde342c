import { CALLERS, Caller, createEventFixture } from './support/event-fixture';
import { countQueries } from './support/query-counter';
import { addMember, SignedInUser, uniqueEmail } from './support/test-app';
import {
  carpoolBody,
  f,
  join,
  MEMBERS,
  otherCarpoolId,
  postCarpool,
  refused,
  seats,
  t,
  useTravelSuite,
} from './support/travel-suite';

/**
 * Carpools: who may see and offer them, validation, joining, leaving and races for seats; and what the travel lists
 * (flights, arrivals, carpools) cost in queries.
 */
describe('Travel: flights and carpools', () => {
  useTravelSuite();

  describe('carpools', () => {
    it.each(CALLERS)('%s: list', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      const response = await t.http().get(`/api/events/${f.eventId}/carpools`).set(f.headers(caller));
      expect(response.status).toBe(expected);
    });

    it.each(['anonymous', 'outsider'] as const)('%s may not create a carpool', async (caller) => {
      await refused(() => postCarpool(f, caller), caller === 'anonymous' ? 401 : 404);
    });

    it.each(MEMBERS)('%s creates a carpool as its driver, taking the first of 4 seats by default', async (caller) => {
      const response = await postCarpool(f, caller).expect(201);
      expect(response.body.carpool).toEqual({
        id: expect.any(String),
        eventId: f.eventId,
        driverId: f.users[caller].id,
        fromLocation: 'Barcelona airport',
        toLocation: 'Villa Sol, Sitges',
        departureTime: '2025-06-12T12:00:00.000Z',
        maxSeats: 4,
        currentSeats: 1,
        createdAt: expect.any(String),
        driver: { displayName: expect.any(String), photoURL: null },
        passengers: [],
      });
      await refused(
        () => postCarpool(f, caller, carpoolBody({ driverId: f.users.outsider.id })),
        400,
        'Unknown property: driverId',
      );
    });

    it.each([
      [{ departureTime: undefined }, 'Departure time is required'],
      [{ departureTime: 'soon' }, 'Departure time must be an ISO 8601 date and time with a time zone'],
      [{ fromLocation: '' }, 'From location is required'],
      [{ toLocation: 'x'.repeat(201) }, 'To location must be 200 characters or fewer'],
      [{ maxSeats: 0 }, 'Seats must be a whole number from 1 to 8'],
      [{ maxSeats: 9 }, 'Seats must be a whole number from 1 to 8'],
      [{ maxSeats: 2.5 }, 'Seats must be a whole number from 1 to 8'],
      [{ maxSeats: '4' }, 'Seats must be a whole number from 1 to 8'],
      [{ currentSeats: 3 }, 'Unknown property: currentSeats'],
    ])('refuses %j with “%s”', async (change, message) => {
      await refused(() => postCarpool(f, 'attendee', carpoolBody(change)), 400, message);
    });

    it('accepts 1 and 8 seats', async () => {
      for (const maxSeats of [1, 8]) {
        const response = await postCarpool(f, 'attendee', carpoolBody({ maxSeats })).expect(201);
        expect(response.body.carpool).toMatchObject({ maxSeats, currentSeats: 1 });
      }
    });

    describe('joining and leaving', () => {
      let carpoolId: string;
      beforeEach(async () => {
        carpoolId = (await postCarpool(f, 'creator', carpoolBody({ maxSeats: 3 })).expect(201)).body.carpool.id;
      });

      it('lets members join until the seats run out, then answers 409', async () => {
        const first = await join(carpoolId, f.users.attendee.auth).expect(200);
        expect(first.body.carpool).toMatchObject({ currentSeats: 2, maxSeats: 3 });
        expect(first.body.carpool.passengers).toEqual([
          {
            userId: f.users.attendee.id,
            displayName: expect.any(String),
            photoURL: null,
            joinedAt: expect.any(String),
          },
        ]);
        await join(carpoolId, f.users.admin.auth).expect(200);
        const late = await t.signIn(uniqueEmail('late'));
        await addMember(t.db, f.eventId, late.id, 'attendee');
        await refused(() => join(carpoolId, late.auth), 409, 'This carpool is full: no seats are left');
        expect(await seats(carpoolId)).toEqual({ currentSeats: 3, maxSeats: 3, passengers: 2 });
      });

      it.each(MEMBERS)('%s joins and leaves a carpool someone else drives', async (caller) => {
        const driver = caller === 'creator' ? 'admin' : 'creator';
        const id = (await postCarpool(f, driver).expect(201)).body.carpool.id;
        const joined = await join(id, f.users[caller].auth).expect(200);
        expect(joined.body.carpool.passengers.map((p: { userId: string }) => p.userId)).toEqual([f.users[caller].id]);
        await t.http().post(`/api/carpools/${id}/leave`).set(f.users[caller].auth).expect(200);
        expect(await seats(id)).toEqual({ currentSeats: 1, maxSeats: 4, passengers: 0 });
      });

      it('refuses the driver and a second join with 409', async () => {
        await refused(
          () => join(carpoolId, f.users.creator.auth),
          409,
          'You are driving this carpool: your seat is already taken',
        );
        await join(carpoolId, f.users.attendee.auth).expect(200);
        await refused(() => join(carpoolId, f.users.attendee.auth), 409, 'You have already joined this carpool');
      });

      it('refuses outsiders and anonymous callers, and members of another event', async () => {
        await refused(() => join(carpoolId, f.users.outsider.auth), 404, 'Carpool not found');
        await refused(() => join(carpoolId, {}), 401);
        // f's attendee is not a member of the other event: its carpool does not exist for them.
        await refused(() => join(otherCarpoolId, f.users.attendee.auth), 404, 'Carpool not found');
        await refused(() => t.http().post(`/api/carpools/${otherCarpoolId}/leave`).set(f.users.attendee.auth), 404);
        await refused(() => t.http().delete(`/api/carpools/${otherCarpoolId}`).set(f.users.creator.auth), 404);
        await refused(() => join('not-an-id', f.users.attendee.auth), 404, 'Carpool not found');
      });

      it('lets a passenger leave, freeing the seat; others get 409', async () => {
        const leave = (headers: Record<string, string>) =>
          t.http().post(`/api/carpools/${carpoolId}/leave`).set(headers);
        await join(carpoolId, f.users.attendee.auth).expect(200);
        const left = await leave(f.users.attendee.auth).expect(200);
        expect(left.body.carpool).toMatchObject({ currentSeats: 1, passengers: [] });
        await refused(() => leave(f.users.attendee.auth), 409, 'You are not a passenger of this carpool');
        await refused(
          () => leave(f.users.creator.auth),
          409,
          'You are driving this carpool: cancel it instead of leaving',
        );
        await refused(() => leave(f.users.outsider.auth), 404);
        await refused(() => leave({}), 401);
        await join(carpoolId, f.users.attendee.auth).expect(200);
        expect(await seats(carpoolId)).toEqual({ currentSeats: 2, maxSeats: 3, passengers: 1 });
      });

      it('lets only the driver cancel the carpool, passengers included', async () => {
        await join(carpoolId, f.users.attendee.auth).expect(200);
        const cancel = (caller: Caller) => t.http().delete(`/api/carpools/${carpoolId}`).set(f.headers(caller));
        await refused(() => cancel('anonymous'), 401);
        await refused(() => cancel('outsider'), 404, 'Carpool not found');
        await refused(() => cancel('attendee'), 403, 'Only the driver can cancel this carpool');
        await refused(() => cancel('admin'), 403, 'Only the driver can cancel this carpool');
        await cancel('creator').expect(204);
        expect(await t.db.query('SELECT id FROM carpool_passengers WHERE "carpoolId" = $1', [carpoolId])).toEqual([]);
        await refused(() => cancel('creator'), 404, 'Carpool not found');
      });
    });

    describe('racing for seats', () => {
      let racers: SignedInUser[];
      beforeAll(async () => {
        racers = [];
        for (let i = 0; i < 50; i++) racers.push(await t.signIn(uniqueEmail(`racer${i}`)));
        for (const racer of racers) await addMember(t.db, f.eventId, racer.id, 'attendee');
      });

      it.each([1, 3, 7, 0, 5])(
        '50 members joining a carpool with %i free seats at once: exactly that many join',
        async (free) => {
          const carpoolId = (await postCarpool(f, 'admin', carpoolBody({ maxSeats: free + 1 })).expect(201)).body
            .carpool.id;
          const responses = await Promise.all(racers.map((racer) => join(carpoolId, racer.auth)));
          const statuses = responses.map((response) => response.status);
          expect(statuses.filter((status) => status === 200)).toHaveLength(free);
          expect(statuses.filter((status) => status === 409)).toHaveLength(50 - free);
          for (const response of responses.filter((r) => r.status === 409)) {
            expect(response.body.message).toBe('This carpool is full: no seats are left');
          }
          expect(await seats(carpoolId)).toEqual({ currentSeats: 1 + free, maxSeats: free + 1, passengers: free });
        },
      );

      it('one member sending 20 joins at once takes one seat', async () => {
        const carpoolId = (await postCarpool(f, 'admin', carpoolBody({ maxSeats: 8 })).expect(201)).body.carpool.id;
        const racer = racers[0]!;
        const responses = await Promise.all(Array.from({ length: 20 }, () => join(carpoolId, racer.auth)));
        expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
        expect(responses.filter((response) => response.status === 409)).toHaveLength(19);
        expect(await seats(carpoolId)).toEqual({ currentSeats: 2, maxSeats: 8, passengers: 1 });
      });
    });
  });

  describe('query count of the lists, constant in the number of rows', () => {
    /** An event holding `size` flights and `size` carpools with two passengers each. */
    async function populated(size: number) {
      const event = await createEventFixture(t);
      const { attendee, admin, creator } = event.users;
      await t.db.query(
        `INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime")
         SELECT $1, $2, 'KLM', 'KL' || i, 'AMS', CASE WHEN i % 2 = 0 THEN 'BCN' ELSE 'GRO' END,
                now() + i * interval '1 hour', now() + i * interval '1 hour' + interval '2 hours'
         FROM generate_series(1, $3) i`,
        [event.eventId, attendee.id, size],
      );
      const carpools = await t.db.query(
        `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
         SELECT $1, $2, 'Airport', 'Villa ' || i, now() + i * interval '1 hour', 4, 3 FROM generate_series(1, $3) i RETURNING id`,
        [event.eventId, creator.id, size],
      );
      for (const passenger of [attendee, admin]) {
        await t.db.query('INSERT INTO carpool_passengers ("carpoolId", "userId") SELECT unnest($1::uuid[]), $2', [
          carpools.map((carpool: { id: string }) => carpool.id),
          passenger.id,
        ]);
      }
      return event;
    }

    it.each(['flights', 'flights/arrivals', 'carpools'])('GET %s', async (path) => {
      const [small, large] = [await populated(2), await populated(50)];
      const counts: number[] = [];
      for (const event of [small, large]) {
        counts.push(
          await countQueries(t.db, async () => {
            const response = await t
              .http()
              .get(`/api/events/${event.eventId}/${path}`)
              .set(event.users.attendee.auth)
              .expect(200);
            const body = response.body as Record<string, unknown[]>;
            expect(body.flights ?? body.carpools ?? body.groups).not.toHaveLength(0);
          }),
        );
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBe(counts[0]);
    });
  });
});
