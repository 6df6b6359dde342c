import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { allPhotoFiles, bannerFile } from '../src/modules/photos/photo-files';
import { createEventFixture } from './support/event-fixture';
import { hasGpsPointer, jpegWithGpsAndRotation, png, webp } from './support/images';
import { dataDir, expectRefused, f, objectFiles, ready, t, usePhotoSuite } from './support/photo-suite';
import { processed, uploadFile, uploadPhoto } from './support/photos';
import { addMember, type SignedInUser } from './support/test-app';

/** What the worker makes of an uploaded photo and how its images are served; the event banner. */
describe('Photos', () => {
  usePhotoSuite();

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

    it('goes with its event, files and all, as do the photos', async () => {
      const doomed = await createEventFixture(t, 'Short Lived');
      const photo = await uploadPhoto(t, doomed.users.attendee, doomed.eventId, await png(30, 30));
      await processed(t, photo.id);
      const banner = await uploadFile(t, doomed.users.creator, await png(1500, 500));
      const set = await t
        .http()
        .post(`/api/events/${doomed.eventId}/banner-photo`)
        .set(doomed.users.creator.auth)
        .send({ filename: 'banner.png', objectURL: banner.objectPath, setBanner: true })
        .expect(202);
      const bannerId: string = set.body.banner.id;
      const [{ originalFormat }] = await t.db.query('SELECT "originalFormat" FROM photos WHERE id = $1', [photo.id]);
      const processedFiles = [...allPhotoFiles(photo.id, originalFormat), bannerFile(bannerId)].map((key) =>
        join(dataDir, 'objects', key),
      );
      const deadline = Date.now() + 20_000;
      while (!processedFiles.every((file) => existsSync(file)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(processedFiles.filter((file) => !existsSync(file))).toEqual([]);

      await t.http().delete(`/api/events/${doomed.eventId}`).set(doomed.users.creator.auth).expect(204);

      const uploads = [photo.objectPath, banner.objectPath].map((key) => join(dataDir, 'objects', key));
      expect([...processedFiles, ...uploads].filter((file) => existsSync(file))).toEqual([]);
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
