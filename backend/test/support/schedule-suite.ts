import { Caller, createEventFixture, EventFixture } from './event-fixture';
import { expectRefused, Sent } from './expect-refused';
import { startTestApp, TestApp } from './test-app';

export const itemBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Welcome dinner',
  description: 'Tapas, then the beach; bring a jacket',
  startTime: '2025-06-12T19:30:00.000Z',
  endTime: '2025-06-12T22:00:00.000Z',
  location: 'Casa Lola, Sitges',
  ...overrides,
});

// What the schedule test files share, set by the beforeAll that useScheduleSuite registers.
export let t: TestApp;
export let f: EventFixture;
/** Another event, with an item, that f's members do not belong to. */
let other: EventFixture;
export let otherItemId: string;

/**
 * Starts the API before a schedule test file's tests, with the event 'Sitges Wedding' and the other one,
 * and stops it after. Call it once, at the top of the file's describe.
 */
export function useScheduleSuite(): void {
  beforeAll(async () => {
    t = await startTestApp();
    [f, other] = await Promise.all([createEventFixture(t, 'Sitges Wedding'), createEventFixture(t, 'Other Trip')]);
    otherItemId = (await postItem(other, 'admin').expect(201)).body.item.id;
  });
  afterAll(() => t.close());
}

export const refused = (send: () => Sent, status: number, message?: string) =>
  expectRefused(t.db, send, status, message);

export function postItem(event: EventFixture, caller: Caller, body: object = itemBody()) {
  return t.http().post(`/api/events/${event.eventId}/schedule`).set(event.headers(caller)).send(body);
}

export const rsvp = (itemId: string, headers: Record<string, string>, status: string) =>
  t.http().put(`/api/schedule/${itemId}/rsvp`).set(headers).send({ status });
