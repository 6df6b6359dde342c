import { CALLERS, Caller, createEventFixture } from './support/event-fixture';
import { expectStatus, f, t, useEventsSuite } from './support/events-suite';

/** Reading, editing and deleting an event, and who may. */
describe('Events', () => {
  useEventsSuite();

  describe('GET /api/events', () => {
    it('lists the caller’s events with role, member count and card fields', async () => {
      const expectedRole = { creator: 'creator', admin: 'admin', attendee: 'member' } as const;
      for (const caller of ['creator', 'admin', 'attendee'] as const) {
        const response = await expectStatus(caller, 'get', '/api/events', 200);
        const listed = response.body.events.find((event: { id: string }) => event.id === f.eventId);
        expect(listed).toMatchObject({
          id: f.eventId,
          name: 'Lake Weekend',
          role: expectedRole[caller],
          memberCount: 3,
          description: 'Three days by the lake',
          customLogo: null,
          startDate: null,
        });
      }
    });

    it('never shows an event to someone who is not a member', async () => {
      const response = await expectStatus('outsider', 'get', '/api/events', 200);
      expect(response.body.events.map((event: { id: string }) => event.id)).not.toContain(f.eventId);
    });

    it('needs a signed-in user', () => expectStatus('anonymous', 'get', '/api/events', 401));
  });

  describe('GET /api/events/:eventId', () => {
    const expected: Record<Caller, number> = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 };
    it.each(CALLERS)('%s gets the expected status', (caller) =>
      expectStatus(caller, 'get', `/api/events/${f.eventId}`, expected[caller]),
    );

    it('carries members, the caller’s role, and theme and banner defaults', async () => {
      const response = await expectStatus('attendee', 'get', `/api/events/${f.eventId}`, 200);
      expect(response.body.event).toMatchObject({
        id: f.eventId,
        role: 'member',
        memberCount: 3,
        location: 'Lake Tahoe',
        themeColors: {
          primary: '#6236ff',
          secondary: '#14b8a6',
          tertiary: '#f59e0b',
          background: '#ffffff',
          surface: '#f8fafc',
        },
        bannerSettings: { style: 'contained', autoRotate: true, rotateInterval: 4000, customBannerImage: null },
      });
      expect(response.body.event.members).toHaveLength(3);
      expect(response.body.event.members[0]).toMatchObject({
        role: 'creator',
        userId: f.users.creator.id,
        user: { email: f.users.creator.email, displayName: expect.any(String), photoURL: null },
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      await expectStatus('creator', 'get', '/api/events/00000000-0000-4000-8000-000000000000', 404);
      await expectStatus('creator', 'get', '/api/events/not-a-uuid', 404);
    });
  });

  describe('PUT /api/events/:eventId', () => {
    const expected: Record<Caller, number> = { anonymous: 401, outsider: 404, attendee: 403, admin: 200, creator: 200 };
    it.each(CALLERS)('%s gets the expected status', (caller) =>
      expectStatus(caller, 'put', `/api/events/${f.eventId}`, expected[caller], { location: `Edited by ${caller}` }),
    );

    it('saves one field at a time and merges colours and banner settings', async () => {
      await expectStatus('admin', 'put', `/api/events/${f.eventId}`, 200, { themeColors: { background: '#000000' } });
      await expectStatus('admin', 'put', `/api/events/${f.eventId}`, 200, { bannerSettings: { autoRotate: false } });
      const response = await expectStatus('admin', 'put', `/api/events/${f.eventId}`, 200, {
        bannerSettings: { style: 'full-width' },
      });
      expect(response.body.event.themeColors).toMatchObject({ primary: '#6236ff', background: '#000000' });
      expect(response.body.event.bannerSettings).toEqual({
        style: 'full-width',
        autoRotate: false,
        rotateInterval: 4000,
        customBannerImage: null,
      });
    });

    it('clears dates with null', async () => {
      await expectStatus('creator', 'put', `/api/events/${f.eventId}`, 200, { startDate: '2027-01-01T00:00:00Z' });
      const response = await expectStatus('creator', 'put', `/api/events/${f.eventId}`, 200, { startDate: null });
      expect(response.body.event.startDate).toBeNull();
    });

    it.each([
      [{}, 'Nothing to update'],
      [{ name: '' }, 'Event name is required'],
      [{ bannerSettings: { style: 'huge' } }, 'Banner style must be contained or full-width'],
      [{ bannerSettings: { customBannerImage: 'objects/evil' } }, 'Unknown property: bannerSettings.customBannerImage'],
      [{ createdBy: '00000000-0000-4000-8000-000000000000' }, 'Unknown property: createdBy'],
    ])('refuses %j with “%s”', async (body, message) => {
      const response = await expectStatus('creator', 'put', `/api/events/${f.eventId}`, 400, body);
      expect(response.body.message).toContain(message);
    });
  });

  describe('DELETE /api/events/:eventId', () => {
    const expected: Record<Exclude<Caller, 'creator'>, number> = {
      anonymous: 401,
      outsider: 404,
      attendee: 403,
      admin: 403,
    };
    it.each(Object.keys(expected) as Array<keyof typeof expected>)('%s may not delete', (caller) =>
      expectStatus(caller, 'delete', `/api/events/${f.eventId}`, expected[caller]),
    );

    it('the creator deletes it, and its members and profiles go with it', async () => {
      const doomed = await createEventFixture(t, 'Doomed');
      await t
        .http()
        .put(`/api/events/${doomed.eventId}/users/${doomed.users.attendee.id}/profile`)
        .set(doomed.users.attendee.auth)
        .send({ eventNickname: 'Sunny' })
        .expect(200);
      await t.http().delete(`/api/events/${doomed.eventId}`).set(doomed.users.creator.auth).expect(204);
      for (const table of ['events', 'event_members', 'event_user_profiles']) {
        const column = table === 'events' ? 'id' : '"eventId"';
        expect(await t.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [doomed.eventId])).toHaveLength(0);
      }
      await t.http().get(`/api/events/${doomed.eventId}`).set(doomed.users.creator.auth).expect(404);
    });
  });
});
