import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UploadsService } from '../src/modules/photos/uploads/uploads.service';
import { createEventFixture } from './support/event-fixture';
import { png } from './support/images';
import { dataDir, t, usePhotoSuite, worker } from './support/photo-suite';
import { type SignedInUser, setTier, uniqueEmail } from './support/test-app';

const MB = 1024 * 1024;

/** Asks for upload URLs all at once, as a client racing itself would. */
const askAtOnce = (user: SignedInUser, count: number) =>
  Promise.all(Array.from({ length: count }, () => t.http().post('/api/objects/upload').set(user.auth)));

const statusesOf = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => Object.assign(counts, { [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

const put = async (uploadURL: string) => {
  const answer = await fetch(uploadURL, { method: 'PUT', body: await png(10, 10) });
  expect(answer.status).toBe(200);
};

/** Uploads that never become photos or banners count against their uploader and do not stay long. */
describe('Uploads not added to an event', () => {
  usePhotoSuite();

  it('hands a user at most 20 uploads waiting to become photos, however many they ask for at once', async () => {
    const user = await t.signIn(uniqueEmail('hoarder'));
    const answers = await askAtOnce(user, 30);
    expect(statusesOf(answers)).toEqual({ 200: 20, 429: 10 });

    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.message).toMatch(
      /^Too many uploads waiting: at most 20 files may wait to be added to an event\. Add them, or try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);

    // Sending the files changes nothing: a received upload still waits.
    const granted = answers.filter((answer) => answer.status === 200);
    await Promise.all(granted.map((answer) => put(answer.body.uploadURL)));
    await t.http().post('/api/objects/upload').set(user.auth).expect(429);
  });

  it('frees a place when an upload becomes a photo', async () => {
    const album = await createEventFixture(t, 'Full Hands');
    const { attendee } = album.users;
    const granted = await askAtOnce(attendee, 20);
    expect(statusesOf(granted)).toEqual({ 200: 20 });
    await t.http().post('/api/objects/upload').set(attendee.auth).expect(429);

    await put(granted[0].body.uploadURL);
    await t
      .http()
      .post(`/api/events/${album.eventId}/photos`)
      .set(attendee.auth)
      .send({ filename: 'one.png', objectPath: granted[0].body.objectPath })
      .expect(201);
    await t.http().post('/api/objects/upload').set(attendee.auth).expect(200);
  });

  it('refuses an upload the uploader’s plan has no room for, counting received files at their size', async () => {
    const album = await createEventFixture(t, 'Nearly Full');
    const { creator } = album.users;
    // The creator's plan ran out: the Free plan's 500 MB hold their events' photos and their own uploads.
    await setTier(t.db, creator.id, 'free');
    await t.db.query(
      `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", status, "sizeBytes")
       VALUES ($1, $2, 'seed.jpg', 'photos/seed', 'ready', $3)`,
      [album.eventId, creator.id, 475 * MB],
    );

    // 25 MB left: two uploads of up to 10 MB each fit, a third does not, however many ask at once.
    const answers = await askAtOnce(creator, 30);
    expect(statusesOf(answers)).toEqual({ 200: 2, 403: 28 });
    expect(answers.find((answer) => answer.status === 403)!.body.message).toBe(
      'Storage limit reached: the Free plan allows 500 MB of photos and banners, counting uploads not yet added to an event.',
    );

    // A received file counts at its size, not at 10 MB: room for one more upload.
    await put(answers.find((answer) => answer.status === 200)!.body.uploadURL);
    await t.http().post('/api/objects/upload').set(creator.auth).expect(200);
    await t.http().post('/api/objects/upload').set(creator.auth).expect(403);
  });

  it('deletes an unused upload minutes after its link expired, with its file, freeing its owner’s quota', async () => {
    const user = await t.signIn(uniqueEmail('forgetful'));
    const answers = await askAtOnce(user, 20);
    expect(statusesOf(answers)).toEqual({ 200: 20 });
    const [received, stillReceiving] = answers.map(
      (answer) => answer.body as { uploadURL: string; objectPath: string },
    );
    await put(received.uploadURL);
    const file = join(dataDir, 'objects', received.objectPath);
    expect(existsSync(file)).toBe(true);
    await t.http().post('/api/objects/upload').set(user.auth).expect(429);

    const expireMinutesAgo = (objectPath: string, minutes: number) =>
      t.db.query(`UPDATE uploads SET "expiresAt" = now() - $2 * interval '1 minute' WHERE "objectKey" = $1`, [
        objectPath,
        minutes,
      ]);
    await expireMinutesAgo(received.objectPath, 6);
    // A transfer still under way when its link expired is left to finish.
    await t.db.query(`UPDATE uploads SET status = 'receiving' WHERE "objectKey" = $1`, [stillReceiving.objectPath]);
    await expireMinutesAgo(stillReceiving.objectPath, 6);

    await worker.get(UploadsService).purgeExpired();
    const rowsOf = (objectPath: string) => t.db.query('SELECT 1 FROM uploads WHERE "objectKey" = $1', [objectPath]);
    expect(existsSync(file)).toBe(false);
    expect(await rowsOf(received.objectPath)).toHaveLength(0);
    expect(await rowsOf(stillReceiving.objectPath)).toHaveLength(1);
    await t.http().post('/api/objects/upload').set(user.auth).expect(200);
  });
});
