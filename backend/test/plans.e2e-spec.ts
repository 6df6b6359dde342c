import { setTier, startTestApp, TestApp } from './support/test-app';

/** GET /api/plans: every plan side by side, for the plans page. */
describe('Plans', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const response = await t.http().get('/api/plans').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: expect.any(String), error: expect.any(String) });
  });

  it('lists Free, Pro and Enterprise, cheapest first, with the limits the server enforces', async () => {
    const user = await t.signIn();
    const response = await t.http().get('/api/plans').set(user.auth).expect(200);
    expect(response.body).toEqual({
      plans: [
        {
          tier: 'free',
          displayName: 'Free',
          limits: { events: 0, attendeesPerEvent: 25, invitationsPerDay: 10, photosPerEvent: 100, storageMb: 500 },
          features: { customBranding: false, dataExport: false },
        },
        {
          tier: 'paid',
          displayName: 'Pro',
          limits: {
            events: 10,
            attendeesPerEvent: 100,
            invitationsPerDay: 200,
            photosPerEvent: 2000,
            storageMb: 10240,
          },
          features: { customBranding: true, dataExport: true },
        },
        {
          tier: 'enterprise',
          displayName: 'Enterprise',
          limits: {
            events: null,
            attendeesPerEvent: 1000,
            invitationsPerDay: 2000,
            photosPerEvent: null,
            storageMb: 102400,
          },
          features: { customBranding: true, dataExport: true },
        },
      ],
    });
  });

  it('answers the same to every plan: the caller’s own plan comes from /api/user/subscription', async () => {
    const user = await t.signIn();
    const asFree = await t.http().get('/api/plans').set(user.auth).expect(200);
    await setTier(t.db, user.id, 'enterprise');
    const asEnterprise = await t.http().get('/api/plans').set(user.auth).expect(200);
    expect(asEnterprise.body).toEqual(asFree.body);
    const own = await t.http().get('/api/user/subscription').set(user.auth).expect(200);
    expect(own.body.tier).toBe('enterprise');
  });

  it('matches the rows kept in subscription_tiers', async () => {
    const user = await t.signIn();
    const { body } = await t.http().get('/api/plans').set(user.auth).expect(200);
    const rows: { tierName: string; maxEvents: number | null; maxAttendeesPerEvent: number | null }[] =
      await t.db.query('SELECT "tierName", "maxEvents", "maxAttendeesPerEvent" FROM subscription_tiers');
    for (const plan of body.plans as { tier: string; limits: { events: number | null; attendeesPerEvent: number } }[]) {
      const row = rows.find((candidate) => candidate.tierName === plan.tier);
      expect(row).toMatchObject({ maxEvents: plan.limits.events, maxAttendeesPerEvent: plan.limits.attendeesPerEvent });
    }
  });
});
