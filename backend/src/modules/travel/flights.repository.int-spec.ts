import type { DataSource } from 'typeorm';
import { openTestDatabase, seedEvent, seedUser, type SeededUser } from '../../../test/support/test-database';
import { type FlightFields, FlightsRepository } from './flights.repository';

const FLIGHT: FlightFields = {
  airline: 'Alaska',
  flightNumber: 'AS 123',
  departure: 'SEA',
  arrival: 'RNO',
  departureTime: new Date('2027-06-01T09:00:00Z'),
  arrivalTime: new Date('2027-06-01T11:00:00Z'),
};

describe('FlightsRepository', () => {
  let db: DataSource;
  let flights: FlightsRepository;
  let poster: SeededUser;
  let eventId: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    flights = new FlightsRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    poster = await seedUser(db, 'Pat Poster');
    eventId = await seedEvent(db, poster.id);
  });

  it('creates a flight and answers it with its poster; lists the event’s flights by departure', async () => {
    const late = await flights.create(eventId, poster.id, {
      ...FLIGHT,
      departureTime: new Date('2027-06-02T09:00:00Z'),
      arrivalTime: new Date('2027-06-02T10:00:00Z'),
    });
    const early = await flights.create(eventId, poster.id, FLIGHT);
    expect(early).toMatchObject({ ...FLIGHT, eventId, userId: poster.id, displayName: 'Pat Poster', photoURL: null });
    expect((await flights.listForEvent(eventId)).map((flight) => flight.id)).toEqual([early.id, late.id]);
    expect(await flights.findInEvent(await seedEvent(db, poster.id), early.id)).toBeUndefined();
  });

  it('writes only what the decision returns, while the row is locked', async () => {
    const { id } = await flights.create(eventId, poster.id, FLIGHT);
    const seen: unknown[] = [];
    const found = await flights.changeLocked(eventId, id, (flight) => {
      seen.push(flight);
      return { airline: 'United', arrivalTime: new Date('2027-06-01T12:00:00Z') };
    });
    expect(found).toBe(true);
    expect(seen).toEqual([{ userId: poster.id, departureTime: FLIGHT.departureTime, arrivalTime: FLIGHT.arrivalTime }]);
    expect(await flights.findInEvent(eventId, id)).toMatchObject({
      airline: 'United',
      flightNumber: 'AS 123',
      arrivalTime: new Date('2027-06-01T12:00:00Z'),
    });
  });

  it('serialises two changes of one flight: the second decides on what the first wrote', async () => {
    const { id } = await flights.create(eventId, poster.id, FLIGHT);
    const later = (flight: { arrivalTime: Date }) => ({
      arrivalTime: new Date(flight.arrivalTime.getTime() + 3600_000),
    });
    await Promise.all([flights.changeLocked(eventId, id, later), flights.changeLocked(eventId, id, later)]);
    expect((await flights.findInEvent(eventId, id))!.arrivalTime).toEqual(new Date('2027-06-01T13:00:00Z'));
  });

  it('writes nothing when the decision refuses, and answers false for a flight of another event', async () => {
    const { id } = await flights.create(eventId, poster.id, FLIGHT);
    await expect(
      flights.changeLocked(eventId, id, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await flights.findInEvent(eventId, id)).toMatchObject({ airline: 'Alaska' });
    expect(await flights.changeLocked(await seedEvent(db, poster.id), id, () => ({ airline: 'X' }))).toBe(false);
  });

  it('deletes a flight only for its poster', async () => {
    const { id } = await flights.create(eventId, poster.id, FLIGHT);
    const other = await seedUser(db);
    expect(await flights.deleteOwned(eventId, id, other.id)).toBe(false);
    expect(await flights.posterOf(eventId, id)).toBe(poster.id);
    expect(await flights.deleteOwned(eventId, id, poster.id)).toBe(true);
    expect(await flights.posterOf(eventId, id)).toBeUndefined();
  });
});
