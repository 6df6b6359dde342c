import type { DataSource } from 'typeorm';
import { openTestDatabase, seedEvent, seedPhoto, seedUser, type SeededUser } from '../../../test/support/test-database';
import { PlanUsageReadModel } from './plan-usage.read-model';
import { SubscriptionTiersRepository } from './subscription-tiers.repository';
import { TIER_CATALOGUE } from './tier-catalogue';

const MB = 1024 * 1024;

describe('PlanUsageReadModel', () => {
  let db: DataSource;
  let usage: PlanUsageReadModel;
  let creator: SeededUser;
  let eventId: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    usage = new PlanUsageReadModel(db);
    await new SubscriptionTiersRepository(db).sync(Object.values(TIER_CATALOGUE));
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    creator = await seedUser(db, 'Cleo Creator');
    eventId = await seedEvent(db, creator.id);
  });

  it('counts the events a user created, inside a transaction too', async () => {
    await seedEvent(db, creator.id);
    await seedEvent(db, (await seedUser(db)).id);
    expect(await usage.eventsCreatedBy(creator.id)).toBe(2);
    const inside = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO events (name, "adminId", "createdBy") VALUES ('Third', $1, $1)`, [creator.id]);
      return usage.eventsCreatedBy(creator.id, tx);
    });
    expect(inside).toBe(3);
  });

  it('counts the bytes of all the creator’s events’ photos and banners, failed ones aside', async () => {
    const otherEvent = await seedEvent(db, creator.id);
    await seedPhoto(db, eventId, creator.id, { sizeBytes: 3 * MB });
    await seedPhoto(db, otherEvent, creator.id, { sizeBytes: 2 * MB, status: 'processing' });
    await seedPhoto(db, eventId, creator.id, { sizeBytes: 50 * MB, status: 'failed' });
    await seedPhoto(db, await seedEvent(db, (await seedUser(db)).id), creator.id, { sizeBytes: 70 * MB });
    await db.query(`INSERT INTO event_banners ("eventId", "objectPath", "sizeBytes") VALUES ($1, 'b', $2)`, [
      eventId,
      MB,
    ]);
    await db.query(
      `INSERT INTO event_banners ("eventId", "objectPath", "sizeBytes", status) VALUES ($1, 'c', $2, 'failed')`,
      [eventId, MB],
    );

    expect(await usage.ofCreator(creator.id)).toEqual({ events: 2, invitationsToday: 0, storageBytes: 6 * MB });
    const inEvent = await db.transaction((tx) => usage.ofEventLocked(tx, eventId));
    expect(inEvent).toEqual({
      planName: 'Free',
      maxPhotosPerEvent: TIER_CATALOGUE.free.maxPhotosPerEvent,
      maxStorageMb: TIER_CATALOGUE.free.maxStorageMb,
      photos: 1,
      storageBytes: 6 * MB,
    });
    expect(
      await db.transaction((tx) => usage.ofEventLocked(tx, '00000000-0000-4000-8000-000000000000')),
    ).toBeUndefined();
  });

  it('reads the limits of the plan the creator is on now', async () => {
    await db.query(`UPDATE users SET "subscriptionTier" = 'paid' WHERE id = $1`, [creator.id]);
    expect(await db.transaction((tx) => usage.ofEventLocked(tx, eventId))).toMatchObject({
      planName: 'Pro',
      maxStorageMb: TIER_CATALOGUE.paid.maxStorageMb,
    });
  });

  it('lets concurrent additions pass the storage limit never: each counts what those before it added', async () => {
    const limitMb = TIER_CATALOGUE.free.maxStorageMb!;
    const fileBytes = (limitMb / 5) * MB;
    const add = () =>
      db.transaction(async (tx) => {
        const room = (await usage.ofEventLocked(tx, eventId))!;
        if (room.storageBytes + fileBytes > limitMb * MB) return false;
        await tx.query(
          `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", "sizeBytes") VALUES ($1, $2, 'f', 'o', $3)`,
          [eventId, creator.id, fileBytes],
        );
        return true;
      });
    const added = await Promise.all(Array.from({ length: 9 }, add));
    expect(added.filter(Boolean)).toHaveLength(5);
    expect((await usage.ofCreator(creator.id)).storageBytes).toBe(limitMb * MB);
  });
});
