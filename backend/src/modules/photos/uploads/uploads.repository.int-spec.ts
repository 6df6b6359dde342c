import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openTestDatabase, seedUser, type SeededUser } from '../../../../test/support/test-database';
import { UploadsRepository } from './uploads.repository';

describe('UploadsRepository', () => {
  let db: DataSource;
  let uploads: UploadsRepository;
  let owner: SeededUser;

  const HOUR = 3600_000;
  const newUpload = async (expiresInMs = 15 * 60_000) => {
    const id = randomUUID();
    const objectKey = `uploads/${id}`;
    await uploads.create({ id, userId: owner.id, objectKey, expiresAt: new Date(Date.now() + expiresInMs) });
    return { id, objectKey };
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

  it('deletes the uploads expired over an hour ago that were never used, answering their keys', async () => {
    const stale = await newUpload(-2 * HOUR);
    const usedStale = await newUpload(-2 * HOUR);
    await db.query(`UPDATE uploads SET status = 'used' WHERE id = $1`, [usedStale.id]);
    const inGrace = await newUpload(-HOUR / 2);
    const current = await newUpload();

    const deleted = await uploads.deleteExpired();
    expect(deleted).toContain(stale.objectKey);
    expect(deleted).not.toEqual(expect.arrayContaining([usedStale.objectKey]));
    expect(await statusOf(stale.id)).toBeUndefined();
    for (const kept of [usedStale, inGrace, current]) expect(await statusOf(kept.id)).toBeDefined();
  });
});
