import { PREMIUM_REQUIRED_MESSAGE } from '../src/modules/subscriptions/tier-catalogue';
import { expectStatus, f, t, useEventsSuite } from './support/events-suite';
import { setTier, uniqueEmail } from './support/test-app';

/** Creating events, and the subscription plans that allow it. */
describe('Events', () => {
  useEventsSuite();

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
