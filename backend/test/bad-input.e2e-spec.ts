import { createEventFixture, EventFixture } from './support/event-fixture';
import { expectRefused } from './support/expect-refused';
import { startTestApp, TestApp } from './support/test-app';

/** Each kind of input that once answered 500: now a 400 with a clear message, and nothing changed. */
describe('Bad input is a 400, never a 500', () => {
  let t: TestApp;
  let f: EventFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t, 'Careful Input');
  });
  afterAll(() => t.close());

  const send = (method: 'put' | 'post', path: string, body: unknown) =>
    t
      .http()
      [method](path)
      .set(f.users.creator.auth)
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  const event = () => `/api/events/${f.eventId}`;
  const me = () => `/api/users/${f.users.creator.id}`;
  const myEventProfile = () => `/api/events/${f.eventId}/users/${f.users.creator.id}/profile`;

  it.each([
    [
      'a NUL in an event name',
      () => send('put', event(), { name: 'Lake\u0000Weekend' }),
      'Text must not contain NUL characters',
    ],
    [
      'a NUL in a profile field',
      () => send('put', me(), { displayName: 'Ada', bio: 'a\u0000b' }),
      'Text must not contain NUL characters',
    ],
    [
      'a NUL in a flight',
      () =>
        send('post', `${event()}/flights`, {
          airline: 'KLM\u0000',
          flightNumber: 'KL1',
          departure: 'AMS',
          arrival: 'LIS',
          departureTime: '2030-01-01T10:00:00Z',
          arrivalTime: '2030-01-01T12:00:00Z',
        }),
      'Text must not contain NUL characters',
    ],
    [
      'a lone surrogate in an e-mail',
      () => send('post', `${event()}/members`, { userEmail: 'a\ud800@example.com', role: 'attendee' }),
      'Text must be valid Unicode',
    ],
    [
      'deeply nested JSON',
      () => send('put', event(), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)),
      'Request is nested too deeply (at most 16 levels)',
    ],
    [
      'deeply nested arrays',
      () => send('put', event(), '['.repeat(5000) + ']'.repeat(5000)),
      'Request is nested too deeply (at most 16 levels)',
    ],
    ['null for the event name', () => send('put', event(), { name: null }), 'Event name is required'],
    [
      'null for the theme colours',
      () => send('put', event(), { themeColors: null }),
      'Theme colors must be an object of hex colors',
    ],
    [
      'null for a banner setting',
      () => send('put', event(), { bannerSettings: { autoRotate: null } }),
      'Auto-rotate must be true or false',
    ],
    ['an ISO week date', () => send('put', event(), { startDate: '2024-W01' }), 'Start date must be a valid date'],
    ['an ISO ordinal date', () => send('put', event(), { endDate: '2024-001' }), 'End date must be a valid date'],
    ['null for the display name', () => send('put', me(), { displayName: null }), 'Name is required'],
    ['a core profile without its name', () => send('put', me(), { bio: 'Nameless' }), 'Name is required'],
    [
      'null for a profile list',
      () => send('put', me(), { displayName: 'Ada', allergies: null }),
      'Allergies must be a list of texts',
    ],
    [
      'null for an event profile list',
      () => send('put', myEventProfile(), { eventAllergies: null }),
      'Event allergies must be a list of texts',
    ],
    [
      'null for the event profile visibility',
      () => send('put', myEventProfile(), { profileVisibility: null }),
      'Profile visibility must be public, event_members or organizers_only',
    ],
  ])('%s', (_, request, message) => expectRefused(t.db, request, 400, message));

  it.each([
    ['a NUL in a path id', () => t.http().get('/api/invitations/abc%00def')],
    [
      'a page number beyond bigint',
      () => t.http().get(`${event()}/photos?page=99999999999999999999999`).set(f.users.creator.auth),
    ],
  ])('%s', async (_, request) => {
    const response = await request();
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/NUL characters|Page must be a whole number from 1 to 1000000/);
  });
});
