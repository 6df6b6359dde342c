import { NotificationOutboxRepository } from '../../src/modules/notifications/notification-outbox.repository';
import { createEventFixture } from './event-fixture';
import { databaseFingerprint, startTestApp, TestApp } from './test-app';

/** The proof that a refused call changed nothing must not be fooled by a worker going about its rounds. */
describe('databaseFingerprint', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stays the same while a worker marks events told of their dates, and changes with what a request writes', async () => {
    const f = await createEventFixture(t, 'Dates Told');
    await t
      .http()
      .put(`/api/events/${f.eventId}`)
      .set(f.users.admin.auth)
      .send({ startDate: '2031-06-12T10:00:00.000Z' })
      .expect(200);
    const before = await databaseFingerprint(t.db);

    // What any running worker's notification sweep does once the dates have settled.
    await new NotificationOutboxRepository(t.db).announceDates(0);
    const [told] = await t.db.query('SELECT "datesNotifiedStart" FROM events WHERE id = $1', [f.eventId]);
    expect(told.datesNotifiedStart).toEqual(new Date('2031-06-12T10:00:00.000Z'));
    expect(await databaseFingerprint(t.db)).toEqual(before);

    await t.http().put(`/api/events/${f.eventId}`).set(f.users.admin.auth).send({ name: 'Dates Retold' }).expect(200);
    expect((await databaseFingerprint(t.db)).events).not.toEqual(before.events);
  });
});
