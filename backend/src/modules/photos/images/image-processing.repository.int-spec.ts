import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedPhoto,
  seedUser,
  type SeededUser,
} from '../../../../test/support/test-database';
import { BannersRepository } from '../banners/banners.repository';
import { ImageProcessingRepository, type ProcessedPhoto } from './image-processing.repository';

const RESULT: ProcessedPhoto = { width: 800, height: 600, originalFormat: 'webp', sizeBytes: 4096 };

describe('ImageProcessingRepository', () => {
  let db: DataSource;
  let images: ImageProcessingRepository;
  let banners: BannersRepository;
  let owner: SeededUser;
  let eventId: string;

  const photoRow = async (photoId: string) =>
    (
      (await db.query(
        'SELECT status, width, height, "originalFormat", "sizeBytes", "failureReason", "processedAt" IS NOT NULL AS processed FROM photos WHERE id = $1',
        [photoId],
      )) as unknown[]
    )[0];
  const newBanner = () =>
    banners.create({ eventId, uploadedBy: owner.id, objectPath: 'uploads/banner' }, () => Promise.resolve(10));

  beforeAll(async () => {
    db = await openTestDatabase();
    images = new ImageProcessingRepository(db);
    banners = new BannersRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    owner = await seedUser(db);
    eventId = await seedEvent(db, owner.id);
  });

  it('settles a processing photo as ready once: a second run changes nothing', async () => {
    const photoId = await seedPhoto(db, eventId, owner.id, { status: 'processing' });
    expect(await images.photoSource(photoId)).toEqual({ objectPath: expect.any(String), status: 'processing' });
    await images.markPhotoReady(photoId, RESULT);
    await images.markPhotoReady(photoId, { ...RESULT, width: 1 });
    await images.markPhotoFailed(photoId, 'too late');
    expect(await photoRow(photoId)).toEqual({
      status: 'ready',
      width: 800,
      height: 600,
      originalFormat: 'webp',
      sizeBytes: '4096',
      failureReason: null,
      processed: true,
    });
  });

  it('settles a refused photo as failed with its reason, never ready afterwards', async () => {
    const photoId = await seedPhoto(db, eventId, owner.id, { status: 'processing' });
    await Promise.all([images.markPhotoFailed(photoId, 'Not an image'), images.markPhotoFailed(photoId, 'again')]);
    await images.markPhotoReady(photoId, RESULT);
    expect(await photoRow(photoId)).toMatchObject({ status: 'failed', width: null, processed: true });
    expect(['Not an image', 'again']).toContain(((await photoRow(photoId)) as { failureReason: string }).failureReason);
    expect(await images.photoSource('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('makes a processed banner its event’s custom banner, keeping the other banner settings', async () => {
    await db.query(`UPDATE events SET "bannerSettings" = '{"autoRotate": true}' WHERE id = $1`, [eventId]);
    const { id } = await newBanner();
    expect(await images.bannerSource(id)).toEqual({ eventId, objectPath: 'uploads/banner', status: 'processing' });
    await images.markBannerReady({ id, eventId }, 777, `/objects/banners/${id}.jpg`);
    expect(await images.bannerSource(id)).toMatchObject({ status: 'ready' });
    const [banner] = await db.query('SELECT "sizeBytes" FROM event_banners WHERE id = $1', [id]);
    expect(banner.sizeBytes).toBe('777');
    const [event] = await db.query('SELECT "bannerSettings" FROM events WHERE id = $1', [eventId]);
    expect(event.bannerSettings).toEqual({ autoRotate: true, customBannerImage: `/objects/banners/${id}.jpg` });
  });

  it('settles a refused banner as failed once', async () => {
    const { id } = await newBanner();
    await images.markBannerFailed(id, 'Not an image');
    await images.markBannerFailed(id, 'again');
    const [banner] = await db.query('SELECT status, "failureReason" FROM event_banners WHERE id = $1', [id]);
    expect(banner).toEqual({ status: 'failed', failureReason: 'Not an image' });
  });

  it('lists the photos and banners processing for longer than asked, and only those', async () => {
    const longAgo = new Date(Date.now() - 3600_000);
    const stalePhoto = await seedPhoto(db, eventId, owner.id, { status: 'processing', uploadedAt: longAgo });
    const freshPhoto = await seedPhoto(db, eventId, owner.id, { status: 'processing' });
    const readyPhoto = await seedPhoto(db, eventId, owner.id, { uploadedAt: longAgo });
    const staleBanner = (await newBanner()).id;
    await db.query(`UPDATE event_banners SET "createdAt" = $2 WHERE id = $1`, [staleBanner, longAgo]);
    const freshBanner = (await newBanner()).id;

    const stale = await images.processingLongerThan(60);
    expect(stale).toEqual(
      expect.arrayContaining([
        { kind: 'photo', id: stalePhoto },
        { kind: 'banner', id: staleBanner },
      ]),
    );
    const ids = stale.map((image) => image.id);
    for (const id of [freshPhoto, readyPhoto, freshBanner]) expect(ids).not.toContain(id);
  });
});
