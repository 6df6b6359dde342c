import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CALLERS, type Caller, createEventFixture, type EventFixture } from './support/event-fixture';
import { png } from './support/images';
import { dataDir, expectRefused, f, objectFiles, ready, t, usePhotoSuite } from './support/photo-suite';
import { processed, uploadFile, uploadPhoto } from './support/photos';
import { countQueries } from './support/query-counter';
import { addMember, type SignedInUser, uniqueEmail } from './support/test-app';

/** An event’s photos as its members see them: the gallery, votes, and who may do what. */
describe('Photos', () => {
  usePhotoSuite();

  // Two photos more than the suite's one, so the gallery has pages to turn.
  beforeAll(async () => {
    for (const user of [f.users.admin, f.users.creator]) {
      const photo = await uploadPhoto(t, user, f.eventId, await png(40, 40));
      expect((await processed(t, photo.id)).status).toBe('ready');
    }
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
          await addMember(t.db, f.eventId, user.id, 'attendee');
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
      ).toEqual(['/api/photos', '/objects/banners', '/api/calendar', '/api/exports']);
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
      await addMember(t.db, f.eventId, other.id, 'attendee');
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
});
