import { createEventFixture, type EventFixture } from './support/event-fixture';
import { startTestApp, type TestApp } from './support/test-app';

/** What the API lets browsers and shared caches keep: nothing of a signed-in caller's, unless a route says so. */
describe('Caching of API answers', () => {
  let t: TestApp;
  let f: EventFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t, 'Cached Cabin');
  });
  afterAll(() => t.close());

  it('answers every signed-in request with Cache-Control: no-store, the .ics file and the feed URL included', async () => {
    const { attendee, outsider } = f.users;
    const ics = `/api/calendar/events/${f.eventId}.ics`;
    const answers = [
      await t.http().get('/api/events').set(attendee.auth).expect(200),
      await t.http().get(`/api/events/${f.eventId}`).set(attendee.auth).expect(200),
      await t.http().post('/api/auth/login').set(attendee.auth).expect(200),
      await t.http().get(ics).set(attendee.auth).expect(200),
      await t.http().get(ics).set('Cookie', `gatherly_images=${attendee.token}`).expect(200),
      await t.http().get('/api/user/calendar-feed').set(attendee.auth).expect(200),
      await t.http().post('/api/user/calendar-feed/rotate').set(attendee.auth).expect(201),
      await t.http().get(`/api/events/${f.eventId}`).set(outsider.auth).expect(404),
      await t.http().get(ics).expect(401),
    ];
    expect(answers.map((answer) => `${answer.status} ${answer.headers['cache-control']}`)).toEqual([
      '200 no-store',
      '200 no-store',
      '200 no-store',
      '200 no-store',
      '200 no-store',
      '200 no-store',
      '201 no-store',
      '404 no-store',
      '401 no-store',
    ]);
  });
});
