import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openTestDatabase, seedUser, type SeededUser } from '../../../../test/support/test-database';
import { MAX_UPLOAD_BYTES } from './upload-limits';
import { UploadsRepository } from './uploads.repository';

describe('UploadsRepository', () => {
  let db: DataSource;
  let uploads: UploadsRepository;
  let owner: SeededUser;

  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const newUpload = async (expiresInMs = 15 * MINUTE, userId = owner.id) => {
    const id = randomUUID();
    const objectKey = `uploads/${id}`;
    const expiresAt = new Date(Date.now() + expiresInMs);
    await uploads.create({ id, userId, objectKey, expiresAt }, async () => undefined);
    return { id, objectKey, expiresAt };
  };
  const statusOf = async (id: string) =>
    ((await db.query('SELECT status, "sizeBytes" FROM uploads WHERE id = $1', [id])) as unknown[])[0];

  /** What spending does: the upload locked, then marked used unless it was used already. */
  const spend = (objectKey: string, userId: string) =>
    db.transaction(async (tx) => {
      const upload = await uploads.lockOwned(tx, objectKey, userId);
      if (!upload || upload.status === 'used') return false;
      await uploads.markUsed(tx, upload.id, 100);
      return true;
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    uploads = new UploadsRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    owner = await seedUser(db);
  });

  it('lets one of many concurrent receivers claim an upload, and none once it expired', async () => {
    const { id, objectKey } = await newUpload();
    const claims = await Promise.all(Array.from({ length: 6 }, () => uploads.claimForReceiving(id)));
    expect(claims.filter((claim) => claim !== undefined)).toEqual([objectKey]);
    expect(await statusOf(id)).toEqual({ status: 'receiving', sizeBytes: null });

    const expired = await newUpload(-1000);
    expect(await uploads.claimForReceiving(expired.id)).toBeUndefined();
    expect(await statusOf(expired.id)).toMatchObject({ status: 'pending' });
  });

  it('records what receiving decided', async () => {
    const received = await newUpload();
    await uploads.markReceived(received.id, 5000);
    expect(await statusOf(received.id)).toEqual({ status: 'received', sizeBytes: '5000' });
    const refused = await newUpload();
    await uploads.markRefused(refused.id);
    expect(await statusOf(refused.id)).toMatchObject({ status: 'refused' });
  });

  it('spends an upload once however many requests spend it at once', async () => {
    const { id, objectKey } = await newUpload();
    await uploads.markReceived(id, 100);
    const spent = await Promise.all(Array.from({ length: 6 }, () => spend(objectKey, owner.id)));
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await statusOf(id)).toEqual({ status: 'used', sizeBytes: '100' });
  });

  it('finds an upload only for its owner', async () => {
    const { id, objectKey } = await newUpload();
    const other = await seedUser(db);
    expect(await db.transaction((tx) => uploads.lockOwned(tx, objectKey, other.id))).toBeUndefined();
    expect(await db.transaction((tx) => uploads.lockOwned(tx, objectKey, owner.id))).toEqual({ id, status: 'pending' });
  });

  it('deletes the unused uploads five minutes after their link expired, a transfer under way after an hour', async () => {
    const stale = await newUpload(-6 * MINUTE);
    const staleReceived = await newUpload(-6 * MINUTE);
    await uploads.markReceived(staleReceived.id, 100);
    const usedStale = await newUpload(-2 * HOUR);
    await db.query(`UPDATE uploads SET status = 'used' WHERE id = $1`, [usedStale.id]);
    const inGrace = await newUpload(-4 * MINUTE);
    const current = await newUpload();
    const stillReceiving = await newUpload(-30 * MINUTE);
    await db.query(`UPDATE uploads SET status = 'receiving' WHERE id = $1`, [stillReceiving.id]);
    const staleReceiving = await newUpload(-2 * HOUR);
    await db.query(`UPDATE uploads SET status = 'receiving' WHERE id = $1`, [staleReceiving.id]);

    const deleted = await uploads.deleteExpired();
    for (const gone of [stale, staleReceived, staleReceiving]) {
      expect(deleted).toContain(gone.objectKey);
      expect(await statusOf(gone.id)).toBeUndefined();
    }
    for (const kept of [usedStale, inGrace, current, stillReceiving]) {
      expect(deleted).not.toContain(kept.objectKey);
      expect(await statusOf(kept.id)).toBeDefined();
    }
  });

  it('counts the unused uploads that hold or may receive a file: received at their size, others at 10 MB', async () => {
    const empty = await db.transaction((tx) => uploads.unattachedOf(tx, owner.id));
    expect(empty).toEqual({ uploads: 0, reservedBytes: 0, oldestExpiresAt: null });

    const oldest = await newUpload(-MINUTE);
    const received = await newUpload();
    await uploads.markReceived(received.id, 5000);
    const receiving = await newUpload();
    await db.query(`UPDATE uploads SET status = 'receiving' WHERE id = $1`, [receiving.id]);
    for (const status of ['used', 'refused']) {
      const done = await newUpload(-HOUR);
      await db.query(`UPDATE uploads SET status = $2 WHERE id = $1`, [done.id, status]);
    }
    await newUpload(undefined, (await seedUser(db)).id);

    expect(await db.transaction((tx) => uploads.unattachedOf(tx, owner.id))).toEqual({
      uploads: 3,
      reservedBytes: 5000 + 2 * MAX_UPLOAD_BYTES,
      oldestExpiresAt: oldest.expiresAt,
    });
  });
});
