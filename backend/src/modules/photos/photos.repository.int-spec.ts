import type { DataSource } from 'typeorm';
import type { Db } from '../../database/sql';
import {
  openTestDatabase,
  seedEvent,
  seedAttendees,
  seedPhoto,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { type NewPhoto, PhotosRepository } from './photos.repository';

describe('PhotosRepository', () => {
  let db: DataSource;
  let photos: PhotosRepository;
  let owner: SeededUser;
  let eventId: string;

  const at = (minute: number) => new Date(Date.UTC(2027, 5, 1, 9, minute));
  const page = (userId: string, options: { page?: number; pageSize?: number; featuredOnly?: boolean } = {}) =>
    photos.galleryPage(eventId, userId, { page: 1, pageSize: 10, ...options });
  const members = (count: number) => seedAttendees(db, eventId, count, 'Voter');

  const lake = (): NewPhoto => ({
    eventId,
    uploadedBy: owner.id,
    filename: 'lake.jpg',
    objectPath: 'uploads/lake',
    caption: 'The lake',
  });
  /** An admission that writes to the event on the transaction it is given, then answers the size. */
  const admitWriting = async (tx: Db, sizeBytes: number) => {
    await tx.query(`UPDATE events SET description = 'admitted' WHERE id = $1`, [eventId]);
    return sizeBytes;
  };
  const description = async () =>
    (
      (await db.query('SELECT description FROM events WHERE id = $1', [eventId])) as Array<{
        description: string | null;
      }>
    )[0]!.description;

  beforeAll(async () => {
    db = await openTestDatabase();
    photos = new PhotosRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    owner = await seedUser(db, 'Olive Owner');
    eventId = await seedEvent(db, owner.id);
  });

  it('pages the event’s processed photos newest first, with their total and uploader; no other event’s', async () => {
    const ids = [];
    for (let minute = 0; minute < 5; minute++)
      ids.push(await seedPhoto(db, eventId, owner.id, { uploadedAt: at(minute) }));
    await seedPhoto(db, eventId, owner.id, { status: 'processing', uploadedAt: at(9) });
    await seedPhoto(db, await seedEvent(db, owner.id), owner.id, { uploadedAt: at(9) });

    const first = await page(owner.id, { pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.photos.map((photo) => photo.id)).toEqual([ids[4], ids[3]]);
    expect(first.photos[0]).toMatchObject({ eventId, displayName: 'Olive Owner', userVoted: false, votes: 0 });
    expect((await page(owner.id, { page: 3, pageSize: 2 })).photos.map((photo) => photo.id)).toEqual([ids[0]]);
    expect((await page(owner.id, { page: 4, pageSize: 2 })).photos).toEqual([]);
  });

  it('pages the featured photos only when asked', async () => {
    await seedPhoto(db, eventId, owner.id);
    const featured = await seedPhoto(db, eventId, owner.id, { isFeatured: true });
    const result = await page(owner.id, { featuredOnly: true });
    expect(result.total).toBe(1);
    expect(result.photos.map((photo) => photo.id)).toEqual([featured]);
  });

  it('shows each user only their own unfinished uploads, with the reason of a refused one', async () => {
    const [other] = await members(1);
    const processing = await seedPhoto(db, eventId, owner.id, { status: 'processing', uploadedAt: at(1) });
    const failed = await seedPhoto(db, eventId, owner.id, { status: 'failed', uploadedAt: at(2) });
    await db.query(`UPDATE photos SET "failureReason" = 'Not an image' WHERE id = $1`, [failed]);
    await seedPhoto(db, eventId, other!.id, { status: 'processing' });

    const { pending, photos: listed } = await page(owner.id);
    expect(listed).toEqual([]);
    expect(pending.map((photo) => [photo.id, photo.status, photo.failureReason])).toEqual([
      [failed, 'failed', 'Not an image'],
      [processing, 'processing', null],
    ]);
    expect((await page(other!.id)).pending).toHaveLength(1);
  });

  it('adds a photo with the size its admission answers, in the admission’s transaction', async () => {
    // What the admission writes commits with the photo.
    const created = await photos.create(lake(), (tx) => admitWriting(tx, 1234));
    expect(created).toMatchObject({
      filename: 'lake.jpg',
      caption: 'The lake',
      status: 'processing',
      failureReason: null,
    });
    const [row] = await db.query('SELECT "sizeBytes", "eventId" FROM photos WHERE id = $1', [created.id]);
    expect(row).toEqual({ sizeBytes: '1234', eventId });
    expect(await description()).toBe('admitted');
  });

  it('writes nothing when the admission refuses, not even what the admission wrote', async () => {
    await expect(
      photos.create(lake(), async (tx) => {
        await admitWriting(tx, 0);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM photos WHERE "eventId" = $1', [eventId]);
    expect(count).toBe(0);
    expect(await description()).toBeNull();
  });

  it('counts one vote per user however many arrive at once, and one per voter', async () => {
    const photoId = await seedPhoto(db, eventId, owner.id);
    const voters = await members(5);
    const sameUser = await Promise.all(Array.from({ length: 6 }, () => photos.vote(photoId, owner.id)));
    expect(sameUser).toEqual([1, 1, 1, 1, 1, 1]);
    await Promise.all(voters.map((voter) => photos.vote(photoId, voter.id)));
    expect(await photos.vote(photoId, owner.id)).toBe(6);
    expect((await photos.findReady(photoId, owner.id))!.userVoted).toBe(true);
    expect((await photos.findReady(photoId, voters[0]!.id))!.userVoted).toBe(true);
    expect((await photos.findReady(photoId, (await seedUser(db)).id))!.userVoted).toBe(false);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM photo_votes WHERE "photoId" = $1', [
      photoId,
    ]);
    expect(count).toBe(6);
  });

  it('takes a vote back once however many arrive at once', async () => {
    const photoId = await seedPhoto(db, eventId, owner.id);
    const [voter] = await members(1);
    await photos.vote(photoId, owner.id);
    await photos.vote(photoId, voter!.id);
    const left = await Promise.all(Array.from({ length: 5 }, () => photos.unvote(photoId, voter!.id)));
    expect(left).toEqual([1, 1, 1, 1, 1]);
    expect(await photos.unvote(photoId, owner.id)).toBe(0);
  });

  it('neither votes for nor features a photo still processing', async () => {
    const photoId = await seedPhoto(db, eventId, owner.id, { status: 'processing' });
    expect(await photos.vote(photoId, owner.id)).toBeUndefined();
    expect(await photos.unvote(photoId, owner.id)).toBeUndefined();
    await photos.setFeatured(photoId, true);
    const [row] = await db.query('SELECT "isFeatured" FROM photos WHERE id = $1', [photoId]);
    expect(row.isFeatured).toBe(false);
    expect(await photos.findReady(photoId, owner.id)).toBeUndefined();
    expect(await photos.readyFormat(photoId)).toBeUndefined();
  });

  it('features and unfeatures a processed photo', async () => {
    const photoId = await seedPhoto(db, eventId, owner.id);
    await photos.setFeatured(photoId, true);
    expect((await photos.findReady(photoId, owner.id))!.isFeatured).toBe(true);
    await photos.setFeatured(photoId, false);
    expect((await photos.findReady(photoId, owner.id))!.isFeatured).toBe(false);
  });

  it('answers what a removal needs, and deletes the photo with its votes', async () => {
    const photoId = await seedPhoto(db, eventId, owner.id);
    await db.query(`UPDATE photos SET "originalFormat" = 'png' WHERE id = $1`, [photoId]);
    await photos.vote(photoId, owner.id);
    expect(await photos.readyFormat(photoId)).toEqual({ originalFormat: 'png' });
    expect(await photos.findToRemove(photoId)).toEqual({
      uploadedBy: owner.id,
      objectPath: expect.stringMatching(/^uploads\//),
      originalFormat: 'png',
    });
    await photos.delete(photoId);
    expect(await photos.findToRemove(photoId)).toBeUndefined();
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM photo_votes WHERE "photoId" = $1', [
      photoId,
    ]);
    expect(count).toBe(0);
  });
});
