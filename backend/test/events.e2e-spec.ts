import { PREMIUM_REQUIRED_MESSAGE } from '../src/modules/subscriptions/tier-catalogue';
import { CALLERS, Caller, createEventFixture, EventFixture } from './support/event-fixture';
import { databaseFingerprint, setTier, startTestApp, TestApp, uniqueEmail } from './support/test-app';

describe('Events', () => {
  let t: TestApp;
  let f: EventFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t);
  });
  afterAll(() => t.close());

  /** Asserts the status, and that a refused call left every table as it was. */
  async function expectStatus(
    caller: Caller,
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    status: number,
    body?: object,
  ) {
    const before = status >= 400 ? await databaseFingerprint(t.db) : undefined;
    const call = t.http()[method](path).set(f.headers(caller));
    const response = await (body ? call.send(body) : call);
    expect({ caller, method, path, status: response.status }).toEqual({ caller, method, path, status });
    if (before) {
      expect(response.body).toEqual({ statusCode: status, message: expect.any(String), error: expect.any(String) });
      expect(await databaseFingerprint(t.db)).toEqual(before);
    }
    return response;
  }

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

  describe('POST /api/events', () => {
    it('needs a signed-in user', () => expectStatus('anonymous', 'post', '/api/events', 401, { name: 'X' }));

    it('refuses a free user with the premium message', async () => {
      const response = await expectStatus('outsider', 'post', '/api/events', 403, { name: 'My party' });
      expect(response.body.message).toContain('Premium subscription required');
      expect(response.body.message).toBe(PREMIUM_REQUIRED_MESSAGE);
    });

    it('creates the event with the caller as creator and admin, ignoring ids sent in the body', async () => {
      const creator = f.users.creator;
      const response = await expectStatus('creator', 'post', '/api/events', 201, {
        name: '  Ada & Sam’s Wedding ',
        description: 'Vineyard',
        location: 'Napa',
        startDate: '2027-06-01T15:00:00.000Z',
        endDate: '2027-06-02T02:00:00.000Z',
        customLogo: 'https://example.com/logo.png',
        themeColors: { primary: '#112233', secondary: '#445566', tertiary: '#778899' },
        adminId: f.users.outsider.id,
        createdBy: f.users.outsider.id,
      });
      const event = response.body.event;
      expect(event).toMatchObject({ name: 'Ada & Sam’s Wedding', role: 'creator', memberCount: 1 });
      expect(event.themeColors).toEqual({
        primary: '#112233',
        secondary: '#445566',
        tertiary: '#778899',
        background: '#ffffff',
        surface: '#f8fafc',
      });
      const [row] = await t.db.query('SELECT "adminId", "createdBy" FROM events WHERE id = $1', [event.id]);
      expect(row).toEqual({ adminId: creator.id, createdBy: creator.id });
      const members = await t.db.query('SELECT "userId", role FROM event_members WHERE "eventId" = $1', [event.id]);
      expect(members).toEqual([{ userId: creator.id, role: 'creator' }]);
    });

    it.each([
      [{}, 'Event name is required'],
      [{ name: '   ' }, 'Event name is required'],
      [{ name: 'x'.repeat(121) }, 'Event name must be 120 characters or fewer'],
      [{ name: 'Party', startDate: 'next friday' }, 'Start date must be a valid date'],
      [
        { name: 'Party', startDate: '2027-06-02T00:00:00Z', endDate: '2027-06-01T00:00:00Z' },
        'End date must be after the start date',
      ],
      [{ name: 'Party', themeColors: { primary: 'purple' } }, 'Colors must be hex values such as #6236ff'],
      [{ name: 'Party', customLogo: 'javascript:alert(1)' }, 'Logo must be a web address (http or https)'],
      [{ name: 'Party', isAdmin: true }, 'Unknown property: isAdmin'],
    ])('refuses %j with “%s”', async (body, message) => {
      const response = await expectStatus('creator', 'post', '/api/events', 400, body);
      expect(response.body.message).toContain(message);
    });

    it('accepts empty dates as “to be determined”', async () => {
      const response = await expectStatus('creator', 'post', '/api/events', 201, {
        name: 'TBD trip',
        startDate: '',
        endDate: '',
      });
      expect(response.body.event).toMatchObject({ startDate: null, endDate: null });
    });

    it('refuses malformed JSON with a 400', async () => {
      const response = await t
        .http()
        .post('/api/events')
        .set(f.users.creator.auth)
        .set('Content-Type', 'application/json')
        .send('{"name":');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Request body is not valid JSON');
    });

    it('takes a JSON content type with no body as no body, as many HTTP clients send it', async () => {
      await t
        .http()
        .post('/api/user/calendar-feed/rotate')
        .set(f.users.creator.auth)
        .set('Content-Type', 'application/json')
        .expect(201);
      const refused = await t
        .http()
        .post('/api/events')
        .set(f.users.creator.auth)
        .set('Content-Type', 'application/json');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('name');
    });

    it('enforces the plan’s event limit, even under parallel requests', async () => {
      const pro = await t.signIn(uniqueEmail('limit'), { plan: 'paid' });
      const attempts = await Promise.all(
        Array.from({ length: 14 }, (_, index) =>
          t
            .http()
            .post('/api/events')
            .set(pro.auth)
            .send({ name: `Event ${index}` }),
        ),
      );
      expect(attempts.filter((response) => response.status === 201)).toHaveLength(10);
      const refused = attempts.filter((response) => response.status === 403);
      expect(refused).toHaveLength(4);
      expect(refused[0]!.body.message).toContain('Event limit reached: your Pro plan allows 10 events');
      const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM events WHERE "createdBy" = $1', [
        pro.id,
      ]);
      expect(count).toBe(10);
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

  describe('subscription', () => {
    it('summarises tier, usage as used/limit texts and the five feature flags', async () => {
      const pro = await t.signIn(uniqueEmail('summary'), { plan: 'paid' });
      await t.http().post('/api/events').set(pro.auth).send({ name: 'One' }).expect(201);
      const response = await t.http().get('/api/user/subscription').set(pro.auth).expect(200);
      expect(response.body).toEqual({
        tier: 'paid',
        displayName: 'Pro',
        usage: { events: '1/10', invitationsToday: '0/200', storage: '0/10240' },
        features: {
          customBrandingEnabled: true,
          customBrandingAdvancedEnabled: false,
          priorityEmailDelivery: false,
          exportDataEnabled: true,
          analyticsEnabled: false,
        },
      });
    });

    it('reports event creation limits for each plan', async () => {
      const user = await t.signIn();
      const free = await t.http().get('/api/user/subscription/limits').set(user.auth).expect(200);
      expect(free.body).toEqual({ currentUsage: 0, limit: 0, canCreate: false });
      await setTier(t.db, user.id, 'enterprise');
      const enterprise = await t.http().get('/api/user/subscription/limits').set(user.auth).expect(200);
      expect(enterprise.body).toEqual({ currentUsage: 0, limit: null, canCreate: true });
    });

    it('treats an expired paid plan as free', async () => {
      const user = await t.signIn(uniqueEmail('expired'), { plan: 'paid' });
      await t.db.query(`UPDATE users SET "subscriptionExpiresAt" = now() - interval '1 day' WHERE id = $1`, [user.id]);
      const response = await t.http().post('/api/events').set(user.auth).send({ name: 'Late' }).expect(403);
      expect(response.body.message).toContain('Premium subscription required');
    });

    it('needs a signed-in user', async () => {
      await t.http().get('/api/user/subscription').expect(401);
      await t.http().get('/api/user/subscription/limits').expect(401);
    });
  });
});
