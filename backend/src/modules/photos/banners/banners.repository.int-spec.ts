import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedPhoto,
  seedUser,
  type SeededUser,
} from '../../../../test/support/test-database';
import { BannersRepository, type NewBanner } from './banners.repository';

describe('BannersRepository', () => {
  let db: DataSource;
  let banners: BannersRepository;
  let owner: SeededUser;
  let eventId: string;
  let banner: NewBanner;

  const votes = (photoId: string, count: number) =>
    db.query('UPDATE photos SET votes = $2 WHERE id = $1', [photoId, count]);

  beforeAll(async () => {
    db = await openTestDatabase();
    banners = new BannersRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    owner = await seedUser(db, 'Olive Owner');
    eventId = await seedEvent(db, owner.id);
    banner = { eventId, uploadedBy: owner.id, objectPath: 'uploads/banner' };
  });

  it('adds a banner, processing, with the size its admission answers; it is not ready until processed', async () => {
    const created = await banners.create(banner, () => Promise.resolve(2048));
    expect(created).toEqual({ id: expect.any(String), status: 'processing' });
    const [row] = await db.query('SELECT "eventId", "sizeBytes" FROM event_banners WHERE id = $1', [created.id]);
    expect(row).toEqual({ eventId, sizeBytes: '2048' });
    expect(await banners.isReady(created.id)).toBe(false);
    await db.query(`UPDATE event_banners SET status = 'ready' WHERE id = $1`, [created.id]);
    expect(await banners.isReady(created.id)).toBe(true);
  });

  it('writes nothing when the admission refuses, not even what the admission wrote', async () => {
    await expect(
      banners.create(banner, async (tx) => {
        await tx.query(`UPDATE events SET description = 'admitted' WHERE id = $1`, [eventId]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM event_banners WHERE "eventId" = $1', [
      eventId,
    ]);
    expect(count).toBe(0);
    const [event] = await db.query('SELECT description FROM events WHERE id = $1', [eventId]);
    expect(event.description).toBeNull();
  });

  it('orders the slides’ photos featured first, then by votes, then newest, up to the limit; no other event’s', async () => {
    const old = await seedPhoto(db, eventId, owner.id, { uploadedAt: new Date('2027-01-01T00:00:00Z') });
    const recent = await seedPhoto(db, eventId, owner.id, { uploadedAt: new Date('2027-01-02T00:00:00Z') });
    const popular = await seedPhoto(db, eventId, owner.id);
    const featured = await seedPhoto(db, eventId, owner.id, { isFeatured: true, caption: 'Us' });
    await votes(popular, 3);
    await seedPhoto(db, eventId, owner.id, { status: 'processing', isFeatured: true });
    await seedPhoto(db, await seedEvent(db, owner.id), owner.id, { isFeatured: true });

    const sources = await banners.slideSources(eventId, 10);
    expect(sources!.custom).toBeNull();
    expect(sources!.photos.map((photo) => photo.id)).toEqual([featured, popular, recent, old]);
    expect(sources!.photos[0]).toMatchObject({ caption: 'Us', isFeatured: true, votes: 0 });
    expect((await banners.slideSources(eventId, 2))!.photos.map((photo) => photo.id)).toEqual([featured, popular]);
  });

  it('answers the custom banner, and nothing for an unknown event', async () => {
    await db.query(
      `UPDATE events SET "bannerSettings" = '{"customBannerImage": "/objects/banners/x.jpg"}' WHERE id = $1`,
      [eventId],
    );
    expect(await banners.slideSources(eventId, 10)).toEqual({ custom: '/objects/banners/x.jpg', photos: [] });
    expect(await banners.slideSources('00000000-0000-4000-8000-000000000000', 10)).toBeUndefined();
  });
});
