import type { INestApplicationContext } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoFile } from '../src/modules/photos/photo-files';
import { uploadSignature } from '../src/modules/photos/uploads/upload-signature';
import { UploadsService } from '../src/modules/photos/uploads/uploads.service';
import { CALLERS, type Caller, createEventFixture, type EventFixture } from './support/event-fixture';
import { hasGpsPointer, jpegWithGpsAndRotation, pixelBomb, png, truncatedJpeg, webp } from './support/images';
import { processed, uploadFile, uploadPhoto } from './support/photos';
import { countQueries } from './support/query-counter';
import {
  addMember,
  databaseFingerprint,
  setTier,
  type SignedInUser,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from './support/test-app';
import { TEST_AUTH_SECRET } from './support/test-env';
import { startTestWorker } from './support/test-worker';

describe('Photos', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let f: EventFixture;
  let dataDir: string;
  let ready: { id: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatherly-photos-'));
    t = await startTestApp({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:2525' });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), {
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    f = await createEventFixture(t, 'Photo Party');
    ready = await uploadPhoto(t, f.users.attendee, f.eventId, await png(), 'Sunset at the lake');
    expect((await processed(t, ready.id)).status).toBe('ready');
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const objectFiles = () =>
    existsSync(join(dataDir, 'objects', 'uploads')) ? readdirSync(join(dataDir, 'objects', 'uploads')) : [];

  async function expectRefused(
    send: () => PromiseLike<{ status: number; body: { message?: string } }>,
    status: number,
    message?: string,
  ) {
    const before = await databaseFingerprint(t.db);
    const response = await send();
    expect(response.status).toBe(status);
    if (message) expect(response.body.message).toContain(message);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  }

  describe('processing', () => {
    it('auto-orients a phone JPEG, strips its GPS and serves a 250 px WebP thumbnail and a 1440 px JPEG preview', async () => {
      const original = await jpegWithGpsAndRotation(400, 200);
      const uploaded = await sharp(original).metadata();
      expect(uploaded.orientation).toBe(6);
      expect(hasGpsPointer(uploaded.exif)).toBe(true);
      const photo = await uploadPhoto(t, f.users.attendee, f.eventId, original, 'Rotated');
      expect((await processed(t, photo.id)).status).toBe('ready');

      const [row] = await t.db.query('SELECT width, height FROM photos WHERE id = $1', [photo.id]);
      expect(row).toEqual({ width: 200, height: 400 });

      const thumb = await t
        .http()
        .get(`/api/photos/${photo.id}/image?size=thumb`)
        .set(f.users.admin.auth)
        .buffer(true)
        .expect(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['x-content-type-options']).toBe('nosniff');
      const thumbMeta = await sharp(thumb.body as Buffer).metadata();
      expect(thumbMeta.format).toBe('webp');
      expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(250);
      expect(thumbMeta.height).toBeGreaterThan(thumbMeta.width!);

      for (const size of ['preview', 'original']) {
        const response = await t
          .http()
          .get(`/api/photos/${photo.id}/image?size=${size}`)
          .set(f.users.admin.auth)
          .buffer(true)
          .expect(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(response.body as Buffer).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
        expect([meta.width, meta.height]).toEqual([200, 400]);
      }
      expect(objectFiles()).not.toContain(photo.objectPath.split('/')[1]);
    });

    it('follows spec section 7 with the uploadURL alone, or its path, for photos and the banner', async () => {
      const user = f.users.admin;
      const specUpload = async () => {
        const target = await t.http().post('/api/objects/upload').set(user.auth).send().expect(200);
        const uploadURL: string = target.body.uploadURL;
        const put = await fetch(uploadURL, {
          method: 'PUT',
          body: await png(),
          headers: { 'Content-Type': 'image/png' },
        });
        expect(put.status).toBe(200);
        return uploadURL;
      };
      const byUrl = await specUpload();
      const byPath = new URL(await specUpload()).pathname;
      for (const objectPath of [byUrl, byPath]) {
        const created = await t
          .http()
          .post(`/api/events/${f.eventId}/photos`)
          .set(user.auth)
          .send({ filename: 'spec.png', objectPath, caption: 'By the spec' })
          .expect(201);
        expect((await processed(t, created.body.photo.id)).status).toBe('ready');
      }
      // On an event of its own: the banner tests below expect the first custom banner of theirs.
      const own = await t.http().post('/api/events').set(f.users.creator.auth).send({ name: 'Spec Flow' }).expect(201);
      await addMember(t.db, own.body.event.id, user.id, 'admin');
      await t
        .http()
        .post(`/api/events/${own.body.event.id}/banner-photo`)
        .set(user.auth)
        .send({ filename: 'banner.png', objectURL: await specUpload(), setBanner: true })
        .expect(202);
      // The URL of an upload spent already is refused like its path.
      await t
        .http()
        .post(`/api/events/${f.eventId}/photos`)
        .set(user.auth)
        .send({ filename: 'again.png', objectPath: byUrl })
        .expect(409);
    });

    it('answers 404, uncached, for a photo whose stored file is gone (restored from backups of different moments)', async () => {
      const photo = await uploadPhoto(t, f.users.attendee, f.eventId, await png(300, 200));
      expect((await processed(t, photo.id)).status).toBe('ready');
      rmSync(join(dataDir, 'objects', 'photos', photo.id, 'thumb.webp'));
      const response = await t.http().get(`/api/photos/${photo.id}/image?size=thumb`).set(f.users.attendee.auth);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Image not found');
      expect(response.headers['cache-control'] ?? '').not.toContain('max-age=86400');
      await t.http().get(`/api/photos/${photo.id}/image?size=preview`).set(f.users.attendee.auth).expect(200);
    });

    it('resizes a large WebP preview to 1440 px and keeps the full size as WebP', async () => {
      const photo = await uploadPhoto(t, f.users.admin, f.eventId, await webp(2000, 1500));
      expect((await processed(t, photo.id)).status).toBe('ready');
      const preview = await t
        .http()
        .get(`/api/photos/${photo.id}/image?size=preview`)
        .set(f.users.admin.auth)
        .buffer(true)
        .expect(200);
      expect(await sharp(preview.body as Buffer).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1440,
        height: 1080,
      });
      const full = await t
        .http()
        .get(`/api/photos/${photo.id}/image?size=original`)
        .set(f.users.admin.auth)
        .buffer(true)
        .expect(200);
      expect(full.headers['content-type']).toBe('image/webp');
    });

    it('answers 304 to a revalidation with the ETag and caches privately', async () => {
      const first = await t
        .http()
        .get(`/api/photos/${ready.id}/image?size=thumb`)
        .set(f.users.creator.auth)
        .expect(200);
      expect(first.headers['cache-control']).toContain('private');
      await t
        .http()
        .get(`/api/photos/${ready.id}/image?size=thumb`)
        .set(f.users.creator.auth)
        .set('If-None-Match', first.headers.etag!)
        .expect(304);
    });

    it('refuses an unknown size', () =>
      expectRefused(
        () => t.http().get(`/api/photos/${ready.id}/image?size=huge`).set(f.users.creator.auth),
        400,
        'size must be thumb, preview or original',
      ));
  });

  describe('a hostile corpus', () => {
    it.each([
      ['random bytes', Buffer.from('this is not an image at all, just text bytes')],
      ['an HTML page named .jpg', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>')],
      ['an SVG named .jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>')],
    ])('refuses %s at upload with 415 and keeps nothing', async (_name, file) => {
      const before = objectFiles().length;
      const { put } = await uploadFile(t, f.users.attendee, file);
      expect(put.status).toBe(415);
      expect(((await put.json()) as { message: string }).message).toBe(
        'Only image files (JPEG, PNG, GIF, WebP or AVIF) can be uploaded',
      );
      expect(objectFiles().length).toBe(before);
    });

    it('refuses an 11 MB file with 413, streamed or declared, and keeps nothing', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
      const before = objectFiles().length;
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
      expect(objectFiles().length).toBe(before);
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
      await t.db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [
        f.eventId,
        other.users.creator.id,
        'admin',
      ]);
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

  describe('listing', () => {
    it('lists processed photos newest first with votes, uploader and size, one page at a time', async () => {
      const response = await t
        .http()
        .get(`/api/events/${f.eventId}/photos?pageSize=2`)
        .set(f.users.creator.auth)
        .expect(200);
      expect(response.body.photos).toHaveLength(2);
      expect(response.body.total).toBeGreaterThanOrEqual(3);
      expect(response.body).toMatchObject({ page: 1, pageSize: 2 });
      const times = response.body.photos.map((photo: { uploadedAt: string }) => Date.parse(photo.uploadedAt));
      expect(times[0]).toBeGreaterThanOrEqual(times[1]);
      const all = await t.http().get(`/api/events/${f.eventId}/photos`).set(f.users.creator.auth).expect(200);
      expect(all.body.photos.find((photo: { id: string }) => photo.id === ready.id)).toEqual({
        id: ready.id,
        eventId: f.eventId,
        caption: 'Sunset at the lake',
        filename: 'photo.jpg',
        isFeatured: false,
        votes: 0,
        voteCount: 0,
        userVoted: false,
        uploadedBy: f.users.attendee.id,
        uploadedByUser: { displayName: expect.any(String), photoURL: null },
        uploadedAt: expect.any(String),
        width: 300,
        height: 300,
      });
    });

    it('issues the same number of queries for 3 photos as for 60', async () => {
      const small = await createEventFixture(t, 'Few');
      const many = await createEventFixture(t, 'Many');
      const insert = (eventId: string, userId: string, count: number) =>
        t.db.query(
          `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", status, width, height)
           SELECT $1, $2, 'p' || n || '.jpg', 'x', 'ready', 10, 10 FROM generate_series(1, $3) n`,
          [eventId, userId, count],
        );
      await insert(small.eventId, small.users.creator.id, 3);
      await insert(many.eventId, many.users.creator.id, 60);
      const count = async (fixture: EventFixture) => {
        let listed = 0;
        const queries = await countQueries(t.db, async () => {
          const response = await t
            .http()
            .get(`/api/events/${fixture.eventId}/photos`)
            .set(fixture.users.creator.auth)
            .expect(200);
          listed = response.body.photos.length;
        });
        return { queries, listed };
      };
      const few = await count(small);
      const lots = await count(many);
      expect(few.listed).toBe(3);
      expect(lots.listed).toBe(60);
      expect(lots.queries).toBe(few.queries);
    });

    it('lists featured photos', async () => {
      await t
        .http()
        .patch(`/api/events/${f.eventId}/photos/${ready.id}`)
        .set(f.users.admin.auth)
        .send({ isFeatured: true })
        .expect(200);
      const featured = await t
        .http()
        .get(`/api/events/${f.eventId}/photos/featured`)
        .set(f.users.attendee.auth)
        .expect(200);
      expect(featured.body.photos.map((photo: { id: string }) => photo.id)).toEqual([ready.id]);
      await t
        .http()
        .patch(`/api/events/${f.eventId}/photos/${ready.id}`)
        .set(f.users.admin.auth)
        .send({ isFeatured: false })
        .expect(200);
    });
  });

  describe('votes', () => {
    it('keeps one vote per user whatever the concurrency, and the count equal to the vote rows', async () => {
      const photo = await uploadPhoto(t, f.users.creator, f.eventId, await png(30, 30));
      await processed(t, photo.id);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => t.http().post(`/api/photos/${photo.id}/vote`).set(f.users.attendee.auth)),
      );
      expect(results.every((response) => response.status === 201)).toBe(true);
      const voters = await Promise.all(
        Array.from({ length: 49 }, async (_, index) => {
          const user = await t.signIn(uniqueEmail(`voter${index}`));
          await t.db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [
            f.eventId,
            user.id,
            'attendee',
          ]);
          return user;
        }),
      );
      await Promise.all(voters.map((user) => t.http().post(`/api/photos/${photo.id}/vote`).set(user.auth).expect(201)));
      const [row] = await t.db.query(
        'SELECT votes, (SELECT count(*)::int FROM photo_votes WHERE "photoId" = $1) AS rows FROM photos WHERE id = $1',
        [photo.id],
      );
      expect(row).toEqual({ votes: 50, rows: 50 });
      const listed = await t.http().get(`/api/events/${f.eventId}/photos`).set(f.users.attendee.auth).expect(200);
      expect(listed.body.photos.find((item: { id: string }) => item.id === photo.id)).toMatchObject({
        votes: 50,
        voteCount: 50,
        userVoted: true,
      });

      await Promise.all(
        Array.from({ length: 10 }, () =>
          t.http().delete(`/api/photos/${photo.id}/vote`).set(f.users.attendee.auth).expect(200),
        ),
      );
      const [after] = await t.db.query('SELECT votes FROM photos WHERE id = $1', [photo.id]);
      expect(after.votes).toBe(49);
    });
  });

  describe('who may do what', () => {
    const statuses: Record<string, Record<Caller, number>> = {
      list: { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 },
      featured: { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 },
      image: { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 },
      vote: { anonymous: 401, outsider: 404, attendee: 201, admin: 201, creator: 201 },
      unvote: { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 },
      feature: { anonymous: 401, outsider: 404, attendee: 403, admin: 200, creator: 200 },
      slides: { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 },
    };
    const send: Record<string, (caller: Caller) => PromiseLike<{ status: number }>> = {
      list: (c) => t.http().get(`/api/events/${f.eventId}/photos`).set(f.headers(c)),
      featured: (c) => t.http().get(`/api/events/${f.eventId}/photos/featured`).set(f.headers(c)),
      image: (c) => t.http().get(`/api/photos/${ready.id}/image?size=thumb`).set(f.headers(c)),
      vote: (c) => t.http().post(`/api/photos/${ready.id}/vote`).set(f.headers(c)),
      unvote: (c) => t.http().delete(`/api/photos/${ready.id}/vote`).set(f.headers(c)),
      feature: (c) =>
        t.http().patch(`/api/events/${f.eventId}/photos/${ready.id}`).set(f.headers(c)).send({ isFeatured: false }),
      slides: (c) => t.http().get(`/api/events/${f.eventId}/banner-slides`).set(f.headers(c)),
    };
    it.each(Object.keys(statuses))('%s', async (route) => {
      for (const caller of CALLERS) {
        const response = await send[route]!(caller);
        expect({ route, caller, status: response.status }).toEqual({ route, caller, status: statuses[route]![caller] });
      }
    });

    it('an <img> loads a member’s image with the image cookie alone, and that cookie opens nothing else', async () => {
      const imageCookie = (user: SignedInUser) => `gatherly_images=${user.jar.get('gatherly_images')}`;
      const member = imageCookie(f.users.attendee);
      const image = await t.http().get(`/api/photos/${ready.id}/image?size=thumb`).set('Cookie', member).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      await t
        .http()
        .get(`/api/photos/${ready.id}/image?size=thumb`)
        .set('Cookie', imageCookie(f.users.outsider))
        .expect(404);
      await t.http().get(`/api/events/${f.eventId}/photos`).set('Cookie', member).expect(401);
      await t.http().post(`/api/photos/${ready.id}/vote`).set('Cookie', member).expect(401);
    });

    it('sets the image cookie httpOnly and SameSite=Strict for /api/photos on refresh, and clears it on sign-out', async () => {
      const user = await t.signIn();
      const refreshed = await t.http().post('/api/auth/refresh').set('Cookie', user.jar.header()).expect(200);
      const set = refreshed.headers['set-cookie'] as unknown as string[];
      const image = set.find((header) => header.startsWith('gatherly_images='))!;
      expect(image).toContain(`gatherly_images=${refreshed.body.token}`);
      expect(image).toMatch(/HttpOnly/i);
      expect(image).toMatch(/SameSite=Strict/i);
      expect(image).toMatch(/Path=\/api\/photos/);
      expect(
        set.filter((header) => header.startsWith('gatherly_images=')).map((header) => /Path=([^;]+)/.exec(header)![1]),
      ).toEqual(['/api/photos', '/objects/banners']);
      const rotated = /gatherly_refresh=([^;]+)/.exec(set.join('\n'))![1]!;
      const out = await t.http().post('/api/auth/logout').set('Cookie', `gatherly_refresh=${rotated}`).expect(204);
      expect((out.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(
        /gatherly_images=;.*Expires=Thu, 01 Jan 1970/,
      );
    });

    it('upload URLs need a signed-in user; photo records need membership', async () => {
      await t.http().post('/api/objects/upload').expect(401);
      const { objectPath } = await uploadFile(t, f.users.outsider, await png(10, 10));
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/photos`)
            .set(f.users.outsider.auth)
            .send({ filename: 'a.png', objectPath }),
        404,
      );
    });

    it('the uploader or an admin deletes a photo, with its files; others may not', async () => {
      const photo = await uploadPhoto(t, f.users.attendee, f.eventId, await png(12, 12));
      await processed(t, photo.id);
      const other = await t.signIn();
      await t.db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [
        f.eventId,
        other.id,
        'attendee',
      ]);
      await expectRefused(
        () => t.http().delete(`/api/photos/${photo.id}`).set(other.auth),
        403,
        'Only the person who uploaded this photo or an event admin',
      );
      await expectRefused(() => t.http().delete(`/api/photos/${photo.id}`).set(f.users.outsider.auth), 404);
      await t.http().delete(`/api/photos/${photo.id}`).set(f.users.attendee.auth).expect(204);
      expect(readdirSync(join(dataDir, 'objects', 'photos'))).not.toContain(photo.id);
      expect(objectFiles()).not.toContain(photo.objectPath.split('/')[1]);

      const second = await uploadPhoto(t, f.users.attendee, f.eventId, await png(12, 12));
      await processed(t, second.id);
      await t.http().delete(`/api/photos/${second.id}`).set(f.users.admin.auth).expect(204);
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

  describe('banner', () => {
    it('an admin sets a custom banner; members see it first in the slides, others get 404', async () => {
      const { objectPath } = await uploadFile(t, f.users.admin, await webp(2400, 1000));
      const response = await t
        .http()
        .post(`/api/events/${f.eventId}/banner-photo`)
        .set(f.users.admin.auth)
        .send({ filename: 'banner.webp', objectURL: objectPath, setBanner: true })
        .expect(202);
      const bannerId = response.body.banner.id;
      const deadline = Date.now() + 20_000;
      let url: string | null = null;
      while (!url && Date.now() < deadline) {
        const event = await t.http().get(`/api/events/${f.eventId}`).set(f.users.attendee.auth).expect(200);
        url = event.body.event.bannerSettings.customBannerImage;
        if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(url).toBe(`/objects/banners/${bannerId}.jpg`);

      const image = await t.http().get(url!).set(f.users.attendee.auth).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ width: 1500, height: 500 });
      await t.http().get(url!).set(f.users.outsider.auth).expect(404);
      await t.http().get(url!).expect(401);
      // The carousel's <img> sends the image cookie instead of a header.
      const cookie = (user: SignedInUser) => `gatherly_images=${user.jar.get('gatherly_images')}`;
      await t.http().get(url!).set('Cookie', cookie(f.users.attendee)).expect(200);
      await t.http().get(url!).set('Cookie', cookie(f.users.outsider)).expect(404);

      await t
        .http()
        .patch(`/api/events/${f.eventId}/photos/${ready.id}`)
        .set(f.users.admin.auth)
        .send({ isFeatured: true })
        .expect(200);
      const slides = await t
        .http()
        .get(`/api/events/${f.eventId}/banner-slides`)
        .set(f.users.attendee.auth)
        .expect(200);
      expect(slides.body.slides[0]).toEqual({ kind: 'custom', url });
      expect(slides.body.slides[1]).toMatchObject({ kind: 'photo', photoId: ready.id, isFeatured: true });
      const votes = slides.body.slides.slice(2).map((slide: { votes: number }) => slide.votes);
      expect(votes).toEqual([...votes].sort((a: number, b: number) => b - a));
    });

    it('attendees may not set the banner', async () => {
      const { objectPath } = await uploadFile(t, f.users.attendee, await png(10, 10));
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/banner-photo`)
            .set(f.users.attendee.auth)
            .send({ filename: 'b.png', objectURL: objectPath, setBanner: true }),
        403,
      );
    });
  });
});
