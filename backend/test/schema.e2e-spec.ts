import { createEventFixture, EventFixture } from './support/event-fixture';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The schema as migrated: what the entities say it is, and the deletion cascades of spec section 3
 * enforced by its foreign keys.
 */
describe('Schema', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // Production's schema is the migrations'; the entities are what TypeORM and a reader of the code
  // believe it is. An index, constraint or column in one and not the other fails here.
  it('the entities describe exactly the schema the migrations build', async () => {
    const { upQueries } = await t.db.driver.createSchemaBuilder().log();
    expect(upQueries.map(({ query }) => query)).toEqual([]);
  });

  async function populate(f: EventFixture) {
    const q = (sql: string, params: unknown[]) => t.db.query(sql, params);
    const { creator, attendee } = f.users;
    await q('INSERT INTO event_user_profiles ("eventId", "userId") VALUES ($1, $2)', [f.eventId, attendee.id]);
    const [photo] = await q(
      `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath") VALUES ($1, $2, 'a.jpg', 'p') RETURNING id`,
      [f.eventId, creator.id],
    );
    await q('INSERT INTO photo_votes ("photoId", "userId") VALUES ($1, $2)', [photo.id, attendee.id]);
    await q(
      `INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime")
       VALUES ($1, $2, 'KLM', 'KL1', 'AMS', 'BCN', now(), now() + interval '2 hours')`,
      [f.eventId, attendee.id],
    );
    const [carpool] = await q(
      `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "currentSeats")
       VALUES ($1, $2, 'A', 'B', now(), 2) RETURNING id`,
      [f.eventId, creator.id],
    );
    await q('INSERT INTO carpool_passengers ("carpoolId", "userId") VALUES ($1, $2)', [carpool.id, attendee.id]);
    const [item] = await q(
      `INSERT INTO event_schedule ("eventId", title, "startTime", "createdBy") VALUES ($1, 'Dinner', now(), $2) RETURNING id`,
      [f.eventId, creator.id],
    );
    await q(`INSERT INTO rsvps ("scheduleEventId", "userId", status) VALUES ($1, $2, 'going')`, [item.id, attendee.id]);
    await q(
      `INSERT INTO role_changes ("eventId", "changedUserId", "changedByUserId", "oldRole", "newRole") VALUES ($1, $2, $3, 'attendee', 'admin')`,
      [f.eventId, attendee.id, creator.id],
    );
    await q(
      `INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken") VALUES ($1, $2, 'x@example.com', md5(random()::text))`,
      [f.eventId, attendee.id],
    );
    return { photoId: photo.id as string, carpoolId: carpool.id as string, itemId: item.id as string };
  }

  const count = async (sql: string, params: unknown[]) => (await t.db.query(sql, params)).length;

  it('deleting an event removes its members, profiles, photos, travel, schedule, role changes and invitations', async () => {
    const f = await createEventFixture(t);
    const ids = await populate(f);
    await t.db.query('DELETE FROM events WHERE id = $1', [f.eventId]);
    for (const table of [
      'event_members',
      'event_user_profiles',
      'photos',
      'flights',
      'carpools',
      'event_schedule',
      'role_changes',
      'event_invitations',
    ]) {
      expect({ table, rows: await count(`SELECT 1 FROM ${table} WHERE "eventId" = $1`, [f.eventId]) }).toEqual({
        table,
        rows: 0,
      });
    }
    expect(await count('SELECT 1 FROM photo_votes WHERE "photoId" = $1', [ids.photoId])).toBe(0);
    expect(await count('SELECT 1 FROM carpool_passengers WHERE "carpoolId" = $1', [ids.carpoolId])).toBe(0);
    expect(await count('SELECT 1 FROM rsvps WHERE "scheduleEventId" = $1', [ids.itemId])).toBe(0);
  });

  it('deleting a user removes their memberships, profiles, votes and the invitations they sent, and keeps the audit', async () => {
    const f = await createEventFixture(t);
    await populate(f);
    const gone = f.users.attendee.id;
    await t.db.query('DELETE FROM users WHERE id = $1', [gone]);
    expect(await count('SELECT 1 FROM event_members WHERE "userId" = $1', [gone])).toBe(0);
    expect(await count('SELECT 1 FROM event_user_profiles WHERE "userId" = $1', [gone])).toBe(0);
    expect(await count('SELECT 1 FROM photo_votes WHERE "userId" = $1', [gone])).toBe(0);
    expect(await count('SELECT 1 FROM event_invitations WHERE "invitedByUserId" = $1', [gone])).toBe(0);
    const audit = await t.db.query('SELECT "changedUserId" FROM role_changes WHERE "eventId" = $1', [f.eventId]);
    expect(audit).toEqual([{ changedUserId: null }]);
  });

  it('refuses to delete a user who still created events', async () => {
    const f = await createEventFixture(t);
    await expect(t.db.query('DELETE FROM users WHERE id = $1', [f.users.creator.id])).rejects.toThrow(/foreign key/);
  });

  it('keeps a carpool’s seats within 1 and its maximum', async () => {
    const f = await createEventFixture(t);
    await expect(
      t.db.query(
        `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
         VALUES ($1, $2, 'A', 'B', now(), 2, 3)`,
        [f.eventId, f.users.creator.id],
      ),
    ).rejects.toThrow(/CHK_carpools_current_seats/);
  });
});
