import { Logger } from '@nestjs/common';
import { existsSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { photoFile } from '../src/modules/photos/photo-files';
import { uploadSignature } from '../src/modules/photos/uploads/upload-signature';
import { UploadsService } from '../src/modules/photos/uploads/uploads.service';
import { createEventFixture } from './support/event-fixture';
import { jpegWithGpsAndRotation, pixelBomb, png, truncatedJpeg } from './support/images';
import { dataDir, expectRefused, f, objectFiles, t, usePhotoSuite, worker } from './support/photo-suite';
import { processed, uploadFile, uploadPhoto } from './support/photos';
import { addMember, setTier } from './support/test-app';
import { TEST_AUTH_SECRET } from './support/test-env';

/** The file name an upload's object has in storage (`uploads/<id>`). */
const uploadIdOf = (objectPath: string) => objectPath.split('/')[1];

/** PUTs the first half of a file under the whole file's Content-Length, then closes; answers the status line. */
function sendHalfAndStop(uploadURL: string, file: Buffer): Promise<string> {
  const url = new URL(uploadURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: image/png\r\n` +
          `Content-Length: ${file.length}\r\n\r\n`,
      );
      socket.end(file.subarray(0, file.length / 2));
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer.split('\r\n')[0]!));
    socket.on('error', reject);
  });
}

/** What an upload may be and what it costs: hostile files and URLs, the plan’s limits, stored bytes. */
describe('Photos', () => {
  usePhotoSuite();

  describe('a hostile corpus', () => {
    it.each([
      ['random bytes', Buffer.from('this is not an image at all, just text bytes')],
      ['an HTML page named .jpg', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>')],
      ['an SVG named .jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>')],
    ])('refuses %s at upload with 415 and keeps nothing', async (_name, file) => {
      const { put, objectPath } = await uploadFile(t, f.users.attendee, file);
      expect(put.status).toBe(415);
      expect(((await put.json()) as { message: string }).message).toBe(
        'Only image files (JPEG, PNG, GIF, WebP or AVIF) can be uploaded',
      );
      // Its own object, not a count: the worker removes earlier photos' uploads meanwhile.
      expect(objectFiles()).not.toContain(uploadIdOf(objectPath));
    });

    it('refuses an 11 MB file with 413, streamed or declared, and keeps nothing', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
      const declared = await uploadFile(t, f.users.attendee, big);
      expect(declared.put.status).toBe(413);
      const target = await t.http().post('/api/objects/upload').set(f.users.attendee.auth).expect(200);
      const chunked = await fetch(target.body.uploadURL, {
        method: 'PUT',
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(big.subarray(0, 5_000_000));
            controller.enqueue(big.subarray(5_000_000));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(objectFiles()).not.toContain(uploadIdOf(declared.objectPath));
      expect(objectFiles()).not.toContain(uploadIdOf(target.body.objectPath));
    });

    it('marks a truncated JPEG failed, tells only its uploader why, and keeps the worker alive', async () => {
      const broken = await uploadPhoto(t, f.users.attendee, f.eventId, await truncatedJpeg(), 'Broken');
      expect(await processed(t, broken.id)).toEqual({
        status: 'failed',
        failureReason: 'The image file is damaged or incomplete',
      });
      const mine = await t.http().get(`/api/events/${f.eventId}/photos`).set(f.users.attendee.auth).expect(200);
      expect(mine.body.photos.map((photo: { id: string }) => photo.id)).not.toContain(broken.id);
      expect(mine.body.pending).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: broken.id,
            status: 'failed',
            failureReason: 'The image file is damaged or incomplete',
          }),
        ]),
      );
      const theirs = await t.http().get(`/api/events/${f.eventId}/photos`).set(f.users.admin.auth).expect(200);
      expect(theirs.body.pending.map((photo: { id: string }) => photo.id)).not.toContain(broken.id);
      await t.http().get(`/api/photos/${broken.id}/image?size=thumb`).set(f.users.attendee.auth).expect(404);

      const after = await uploadPhoto(t, f.users.attendee, f.eventId, await png(64, 64));
      expect((await processed(t, after.id)).status).toBe('ready');
    });

    it('refuses a small-on-disk pixel bomb without decoding it', async () => {
      const bomb = await uploadPhoto(t, f.users.attendee, f.eventId, await pixelBomb(), 'Bomb');
      expect(await processed(t, bomb.id)).toEqual({
        status: 'failed',
        failureReason: 'The image is too large: at most 50 megapixels',
      });
    });

    it('refuses a file whose sender stops halfway with 400, keeps nothing, and records no server error', async () => {
      const serverErrors = jest.spyOn(Logger.prototype, 'error');
      const receiving = jest.spyOn(UploadsService.prototype, 'receive');
      try {
        const target = await t.http().post('/api/objects/upload').set(f.users.attendee.auth).expect(200);
        // Node answers the cut request itself; the route may still be reading what arrived.
        expect(await sendHalfAndStop(target.body.uploadURL, await png())).toBe('HTTP/1.1 400 Bad Request');
        const statusOf = async () =>
          (await t.db.query('SELECT status FROM uploads WHERE "objectKey" = $1', [target.body.objectPath]))[0].status;
        for (let waited = 0; (await statusOf()) !== 'refused' && waited < 5000; waited += 20) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await statusOf()).toBe('refused');
        await expect(receiving.mock.results[0]!.value).rejects.toMatchObject({ status: 400 });
        // The error filter logs a 5xx as soon as the rejection reaches it.
        await new Promise((resolve) => setImmediate(resolve));
        expect(serverErrors).not.toHaveBeenCalled();
        expect(objectFiles()).not.toContain(uploadIdOf(target.body.objectPath));
      } finally {
        serverErrors.mockRestore();
        receiving.mockRestore();
      }
    });

    it('refuses a reused upload URL and an expired one', async () => {
      const file = await png(10, 10);
      const { uploadURL, put } = await uploadFile(t, f.users.attendee, file);
      expect(put.status).toBe(200);
      const again = await fetch(uploadURL, { method: 'PUT', body: file });
      expect(again.status).toBe(409);

      const target = await t.http().post('/api/objects/upload').set(f.users.attendee.auth).expect(200);
      const url = new URL(target.body.uploadURL);
      const uploadId = url.pathname.split('/').pop()!;
      const past = Date.now() - 1000;
      url.searchParams.set('expires', String(past));
      url.searchParams.set('signature', uploadSignature(TEST_AUTH_SECRET, uploadId, past));
      expect((await fetch(url, { method: 'PUT', body: file })).status).toBe(410);
      url.searchParams.set('signature', 'forged');
      expect((await fetch(url, { method: 'PUT', body: file })).status).toBe(403);
    });

    it('refuses another user’s upload and a spent one, changing nothing', async () => {
      const { objectPath } = await uploadFile(t, f.users.admin, await png(10, 10));
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/photos`)
            .set(f.users.attendee.auth)
            .send({ filename: 'x.png', objectPath }),
        404,
        'Upload not found',
      );
      const created = await t
        .http()
        .post(`/api/events/${f.eventId}/photos`)
        .set(f.users.admin.auth)
        .send({ filename: 'x.png', objectPath })
        .expect(201);
      await processed(t, created.body.photo.id);
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/photos`)
            .set(f.users.admin.auth)
            .send({ filename: 'x.png', objectPath }),
        409,
        'already used',
      );
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/photos`)
            .set(f.users.admin.auth)
            .send({ filename: 'x.png', objectPath: '../../etc/passwd' }),
        400,
        'objectPath must be the path of an upload',
      );
    });

    it('refuses another event’s photo id in a nested path', async () => {
      const other = await createEventFixture(t, 'Other');
      const foreign = await uploadPhoto(t, other.users.creator, other.eventId, await png(20, 20));
      await processed(t, foreign.id);
      // The creator of the second event is also an admin of the first: the path must not mix events.
      await addMember(t.db, f.eventId, other.users.creator.id, 'admin');
      await expectRefused(
        () =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/photos/${foreign.id}`)
            .set(other.users.creator.auth)
            .send({ isFeatured: true }),
        404,
        'Photo not found',
      );
    });
  });

  describe('plan limits and stored bytes', () => {
    it('counts the bytes of the stored files, not of the upload, toward the creator’s storage', async () => {
      const photo = await uploadPhoto(t, f.users.attendee, f.eventId, await jpegWithGpsAndRotation(600, 400));
      expect((await processed(t, photo.id)).status).toBe('ready');
      const [row] = await t.db.query('SELECT "sizeBytes", "originalFormat" FROM photos WHERE id = $1', [photo.id]);
      const files = (['thumb', 'preview', 'original'] as const).map((size) =>
        statSync(join(dataDir, 'objects', photoFile(photo.id, size, row.originalFormat).key)),
      );
      expect(Number(row.sizeBytes)).toBe(files.reduce((sum, file) => sum + file.size, 0));
    });

    it('refuses a photo beyond the plan’s photos per event and storage, naming the limit', async () => {
      const small = await createEventFixture(t, 'Small Album');
      // The creator's plan ran out: the Free plan's limits apply to the events they made.
      await setTier(t.db, small.users.creator.id, 'free');
      const add = async () => {
        const { objectPath } = await uploadFile(t, small.users.attendee, await png());
        return t
          .http()
          .post(`/api/events/${small.eventId}/photos`)
          .set(small.users.attendee.auth)
          .send({ filename: 'one-more.png', objectPath });
      };
      const seed = (count: number, bytes: number) =>
        t.db.query(
          `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", status, "sizeBytes")
           SELECT $1, $2, 'seed.jpg', 'photos/seed', 'ready', $4 FROM generate_series(1, $3::int)`,
          [small.eventId, small.users.creator.id, count, bytes],
        );

      await seed(1, 500 * 1024 * 1024 - 100);
      const full = await add();
      expect(full.status).toBe(403);
      expect(full.body.message).toBe('Storage limit reached: the Free plan allows 500 MB of photos and banners.');
      const usage = await t.http().get('/api/user/subscription').set(small.users.creator.auth).expect(200);
      expect(usage.body.usage.storage).toBe('500/500');

      await t.db.query('DELETE FROM photos WHERE "eventId" = $1', [small.eventId]);
      await seed(100, 10);
      const many = await add();
      expect(many.status).toBe(403);
      expect(many.body.message).toBe('Photo limit reached: the Free plan allows 100 photos per event.');
      await t.db.query('DELETE FROM photos WHERE "eventId" = $1 AND filename = $2', [small.eventId, 'seed.jpg']);
      expect((await add()).status).toBe(201);
    });

    it('deletes uploads that expired without becoming a photo, with their files', async () => {
      const { objectPath, put } = await uploadFile(t, f.users.attendee, await png());
      expect(put.status).toBe(200);
      const file = join(dataDir, 'objects', objectPath);
      expect(existsSync(file)).toBe(true);
      await t.db.query(`UPDATE uploads SET "expiresAt" = now() - interval '2 hours' WHERE "objectKey" = $1`, [
        objectPath,
      ]);
      expect(await worker.get(UploadsService).purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(existsSync(file)).toBe(false);
      expect(await t.db.query('SELECT 1 FROM uploads WHERE "objectKey" = $1', [objectPath])).toEqual([]);
    });
  });
});
