import { Caller, createEventFixture, EventFixture } from './event-fixture';
import { expectRefused, Sent } from './expect-refused';
import { startTestApp, TestApp } from './test-app';

export type Member = Exclude<Caller, 'anonymous' | 'outsider'>;
export const MEMBERS: Member[] = ['attendee', 'admin', 'creator'];

export const flightBody = (overrides: Record<string, unknown> = {}) => ({
  airline: 'KLM',
  flightNumber: 'KL1675',
  departure: 'AMS',
  arrival: 'BCN',
  departureTime: '2025-06-12T08:40:00.000Z',
  arrivalTime: '2025-06-12T11:05:00.000Z',
  ...overrides,
});

export const carpoolBody = (overrides: Record<string, unknown> = {}) => ({
  fromLocation: 'Barcelona airport',
  toLocation: 'Villa Sol, Sitges',
  departureTime: '2025-06-12T12:00:00.000Z',
  ...overrides,
});

// What the travel test files share, set by the beforeAll that useTravelSuite registers.
export let t: TestApp;
export let f: EventFixture;
/** A second event, with its own flight and carpool, that f's members do not belong to. */
export let other: EventFixture;
export let otherFlightId: string;
export let otherCarpoolId: string;

/**
 * Starts the API before a travel test file's tests, with the event 'Sitges Wedding' and the other one,
 * and stops it after. Call it once, at the top of the file's describe.
 */
export function useTravelSuite(): void {
  beforeAll(async () => {
    t = await startTestApp();
    [f, other] = await Promise.all([createEventFixture(t, 'Sitges Wedding'), createEventFixture(t, 'Other Trip')]);
    otherFlightId = (await postFlight(other, 'attendee')).body.flight.id;
    otherCarpoolId = (await postCarpool(other, 'attendee')).body.carpool.id;
  });
  afterAll(() => t.close());
}

export const refused = (send: () => Sent, status: number, message?: string) =>
  expectRefused(t.db, send, status, message);

export function postFlight(event: EventFixture, caller: Caller, body: object = flightBody()) {
  return t.http().post(`/api/events/${event.eventId}/flights`).set(event.headers(caller)).send(body);
}

export function postCarpool(event: EventFixture, caller: Caller, body: object = carpoolBody()) {
  return t.http().post(`/api/events/${event.eventId}/carpools`).set(event.headers(caller)).send(body);
}

export const join = (carpoolId: string, headers: Record<string, string>) =>
  t.http().post(`/api/carpools/${carpoolId}/join`).set(headers);

export async function seats(carpoolId: string) {
  const [row] = await t.db.query(
    `SELECT c."currentSeats", c."maxSeats", (SELECT count(*)::int FROM carpool_passengers p WHERE p."carpoolId" = c.id) AS passengers
     FROM carpools c WHERE c.id = $1`,
    [carpoolId],
  );
  return row as { currentSeats: number; maxSeats: number; passengers: number };
}
