import type { INestApplicationContext } from '@nestjs/common';
import Stripe from 'stripe';
import { MaintenanceJobs } from '../src/modules/maintenance/maintenance.jobs';
import { startLocalStripe, type LocalStripe } from './support/local-stripe/local-stripe';
import { type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

const DAY_MS = 24 * 3600 * 1000;

interface Plan {
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
  updatedAt: Date;
}

interface Account {
  stripeCustomerId: string;
  stripeSubscriptionId: string | null;
  tier: string | null;
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
  lastEventAt: Date | null;
  updatedAt: Date;
}

/** Billing through Stripe, against a local server that speaks Stripe's API and signs its webhooks. */
describe('Billing', () => {
  let stripe: LocalStripe;
  let t: TestApp;
  const operatorEmail = uniqueEmail('billing-operator');

  beforeAll(async () => {
    stripe = await startLocalStripe();
    t = await startTestApp({ ...stripe.environment, ADMIN_EMAILS: operatorEmail });
    stripe.webhookUrl = `${t.baseUrl}/api/billing/webhook`;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const planOf = async (userId: string): Promise<Plan> =>
    (
      await t.db.query(
        'SELECT "subscriptionTier", "subscriptionStatus", "subscriptionExpiresAt", "updatedAt" FROM users WHERE id = $1',
        [userId],
      )
    )[0];
  const accountOf = async (userId: string): Promise<Account> =>
    (await t.db.query('SELECT * FROM billing_accounts WHERE "userId" = $1', [userId]))[0];
  const appliedEvents = async (): Promise<number> =>
    Number((await t.db.query('SELECT count(*) AS n FROM stripe_events'))[0].n);
  const createEvent = (user: SignedInUser) =>
    t.http().post('/api/events').set(user.auth).send({ name: 'Spring Picnic' });

  /** What a browser does: asks for Checkout, opens its page, pays, and is sent back to the plans page. */
  async function subscribe(user: SignedInUser, tier: 'paid' | 'enterprise' = 'paid'): Promise<Stripe.Subscription> {
    const { body } = await t.http().post('/api/billing/checkout').set(user.auth).send({ tier }).expect(200);
    expect(body.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    const page = await fetch(body.url);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const paid = await fetch(body.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.baseUrl}/pricing?checkout=success`);
    return stripe.subscriptionOf((await accountOf(user.id)).stripeCustomerId)!;
  }

  it('shows the prices from Stripe; a free user pays through Checkout, the webhooks make them Pro, and they create an event', async () => {
    const user = await t.signIn(uniqueEmail('buyer'), { plan: 'free' });
    const before = await t.http().get('/api/billing').set(user.auth).expect(200);
    expect(before.body).toEqual({
      enabled: true,
      prices: [
        { tier: 'paid', amount: 900, currency: 'usd', interval: 'month' },
        { tier: 'enterprise', amount: 4900, currency: 'usd', interval: 'month' },
      ],
      canManage: false,
    });
    await createEvent(user).expect(403);

    const delivered = stripe.deliveries.length;
    const subscription = await subscribe(user);
    const session = [...stripe.events].reverse().find((event) => event.type === 'checkout.session.completed')!.data
      .object as Stripe.Checkout.Session;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      metadata: { userId: user.id, tier: 'paid' },
      success_url: `${t.baseUrl}/pricing?checkout=success`,
      cancel_url: `${t.baseUrl}/pricing?checkout=cancelled`,
    });
    expect(stripe.deliveries.slice(delivered).map((delivery) => [delivery.type, delivery.status])).toEqual([
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
      ['checkout.session.completed', 200],
    ]);

    expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'paid', subscriptionStatus: 'active' });
    expect(await accountOf(user.id)).toMatchObject({
      stripeSubscriptionId: subscription.id,
      tier: 'paid',
      status: 'active',
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      currentPeriodEnd: new Date(subscription.items.data[0]!.current_period_end * 1000),
    });
    const summary = await t.http().get('/api/user/subscription').set(user.auth).expect(200);
    expect(summary.body.tier).toBe('paid');
    expect((await t.http().get('/api/billing').set(user.auth).expect(200)).body.canManage).toBe(true);
    await createEvent(user).expect(201);
  });

  it('sells Enterprise by its own price, and refuses a second subscription', async () => {
    const user = await t.signIn(uniqueEmail('big'), { plan: 'free' });
    await subscribe(user, 'enterprise');
    expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'enterprise', subscriptionStatus: 'active' });
    const again = await t.http().post('/api/billing/checkout').set(user.auth).send({ tier: 'paid' }).expect(409);
    expect(again.body.message).toBe('You already have a subscription: change or cancel it with Manage billing.');
  });

  it('applies each event once: replays, and two deliveries of one event at once, change nothing more', async () => {
    const user = await t.signIn(uniqueEmail('replay'), { plan: 'free' });
    const subscription = await subscribe(user);
    const customerEvents = stripe.events.filter(
      (event) => (event.data.object as { customer?: string }).customer === subscription.customer,
    );
    const [plan, account, applied] = [await planOf(user.id), await accountOf(user.id), await appliedEvents()];
    for (const event of customerEvents) expect(await stripe.deliver(event)).toBe(200);
    expect(await planOf(user.id)).toEqual(plan);
    expect(await accountOf(user.id)).toEqual(account);
    expect(await appliedEvents()).toBe(applied);

    const [renewal] = await stripe.renew(subscription.id, { deliver: false });
    const statuses = await Promise.all([stripe.deliver(renewal!), stripe.deliver(renewal!)]);
    expect(statuses).toEqual([200, 200]);
    const rows = await t.db.query('SELECT id FROM stripe_events WHERE id = $1', [renewal!.id]);
    expect(rows).toHaveLength(1);
    expect(await appliedEvents()).toBe(applied + 1);
    const renewed = await accountOf(user.id);
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(account.currentPeriodEnd!.getTime());
    expect(await stripe.deliver(renewal!)).toBe(200);
    expect(await accountOf(user.id)).toEqual(renewed);
  });

  it('ignores an event older than the newest one applied, when it arrives late', async () => {
    const user = await t.signIn(uniqueEmail('late'), { plan: 'free' });
    const subscription = await subscribe(user);
    const late = await stripe.failPayment(subscription.id, { deliver: false });
    await stripe.renew(subscription.id);
    const settled = [await planOf(user.id), await accountOf(user.id)];
    expect(settled[1]).toMatchObject({ status: 'active', graceEndsAt: null });
    for (const event of late) expect(await stripe.deliver(event)).toBe(200);
    expect([await planOf(user.id), await accountOf(user.id)]).toEqual(settled);
    expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'paid', subscriptionStatus: 'active' });
  });

  it('renews: a paid invoice at the period’s end extends the period and keeps the plan', async () => {
    const user = await t.signIn(uniqueEmail('renew'), { plan: 'free' });
    const subscription = await subscribe(user);
    const firstEnd = (await accountOf(user.id)).currentPeriodEnd!;
    await stripe.renew(subscription.id);
    const account = await accountOf(user.id);
    expect(account.currentPeriodEnd!.getTime() - firstEnd.getTime()).toBe(30 * DAY_MS);
    expect(account).toMatchObject({ status: 'active', graceEndsAt: null });
    expect(await planOf(user.id)).toMatchObject({
      subscriptionTier: 'paid',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: null,
    });
  });

  describe('a failed payment', () => {
    let worker: INestApplicationContext;

    beforeAll(async () => {
      worker = await startTestWorker(Number(new URL(t.baseUrl).port), stripe.environment);
    });
    afterAll(() => worker.close());

    it('keeps the plan for the grace period, then the sweep moves the user to Free; paying later restores it', async () => {
      const user = await t.signIn(uniqueEmail('unpaid'), { plan: 'free' });
      const subscription = await subscribe(user);
      const failedAt = Date.now();
      await stripe.failPayment(subscription.id);
      const account = await accountOf(user.id);
      expect(account.status).toBe('past_due');
      expect(Math.abs(account.graceEndsAt!.getTime() - (failedAt + 7 * DAY_MS))).toBeLessThan(60_000);
      expect(await planOf(user.id)).toMatchObject({
        subscriptionTier: 'paid',
        subscriptionStatus: 'past_due',
        subscriptionExpiresAt: account.graceEndsAt,
      });
      // A retry that fails again does not lengthen the grace.
      await stripe.failPayment(subscription.id);
      expect((await accountOf(user.id)).graceEndsAt).toEqual(account.graceEndsAt);
      await createEvent(user).expect(201);

      const jobs = worker.get(MaintenanceJobs);
      expect(await jobs.endBillingGrace()).toEqual({ moved: 0 });
      // Seven days pass.
      await t.db.query(`UPDATE billing_accounts SET "graceEndsAt" = now() - interval '1 minute' WHERE "userId" = $1`, [
        user.id,
      ]);
      expect(await jobs.endBillingGrace()).toEqual({ moved: 1 });
      expect(await planOf(user.id)).toMatchObject({
        subscriptionTier: 'free',
        subscriptionStatus: 'free',
        subscriptionExpiresAt: null,
      });
      await createEvent(user).expect(403);
      expect(await jobs.endBillingGrace()).toEqual({ moved: 0 });

      await stripe.renew(subscription.id);
      expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'paid', subscriptionStatus: 'active' });
      expect(await accountOf(user.id)).toMatchObject({ status: 'active', graceEndsAt: null });
    });
  });

  it('opens the customer portal; a plan cancelled there lasts until the period’s end, then is Free', async () => {
    const user = await t.signIn(uniqueEmail('leaving'), { plan: 'free' });
    const subscription = await subscribe(user);
    const { body } = await t.http().post('/api/billing/portal').set(user.auth).expect(200);
    expect(body.url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
    expect(await (await fetch(body.url)).text()).toContain('Cancel plan');
    const cancelled = await fetch(`${body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${t.baseUrl}/pricing`);

    const account = await accountOf(user.id);
    expect(account).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(await planOf(user.id)).toMatchObject({
      subscriptionTier: 'paid',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: account.currentPeriodEnd,
    });
    await createEvent(user).expect(201);

    await stripe.endSubscription(subscription.id);
    expect(await accountOf(user.id)).toMatchObject({ status: 'canceled' });
    expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'free' });
    await createEvent(user).expect(403);
  });

  describe('an operator deleting a subscriber', () => {
    let operator: SignedInUser;

    beforeAll(async () => {
      operator = await t.signIn(operatorEmail);
    });

    const deleteAccount = (user: SignedInUser) => t.http().delete(`/api/admin/users/${user.id}`).set(operator.auth);
    const userRow = async (userId: string) => (await t.db.query('SELECT * FROM users WHERE id = $1', [userId]))[0];
    const deletionAudit = async (userId: string) =>
      (
        await t.db.query(
          `SELECT details FROM operator_audit_entries WHERE action = 'user_deleted' AND "targetId" = $1`,
          [userId],
        )
      ).map((row: { details: Record<string, unknown> }) => row.details);

    it('cancels the subscription at Stripe first; its later webhook finds no account and changes nothing', async () => {
      const user = await t.signIn(uniqueEmail('deleted-payer'), { plan: 'free' });
      const subscription = await subscribe(user);
      const customerId = String(subscription.customer);
      stripe.hold();
      await deleteAccount(user).expect(204);

      expect(stripe.subscriptionOf(customerId)).toMatchObject({ id: subscription.id, status: 'canceled' });
      const ended = stripe.events.at(-1)!;
      expect(ended).toMatchObject({ type: 'customer.subscription.deleted', data: { object: { id: subscription.id } } });
      expect(await accountOf(user.id)).toBeUndefined();
      const tombstone = await userRow(user.id);
      expect(tombstone.deletedAt).not.toBeNull();
      expect(await deletionAudit(user.id)).toEqual([expect.objectContaining({ subscriptionCancelled: true })]);

      const applied = await appliedEvents();
      await stripe.release();
      expect(stripe.deliveries.at(-1)).toEqual({ eventId: ended.id, type: ended.type, status: 200 });
      expect(await appliedEvents()).toBe(applied + 1);
      expect(await userRow(user.id)).toEqual(tombstone);
      expect(await accountOf(user.id)).toBeUndefined();
      // Delivered again, as Stripe may: still nothing.
      expect(await stripe.deliver(ended)).toBe(200);
      expect(await userRow(user.id)).toEqual(tombstone);
    });

    it('deletes whenever the webhook of the cancellation arrives, even during the deletion itself', async () => {
      const user = await t.signIn(uniqueEmail('deleted-quickly'), { plan: 'free' });
      const subscription = await subscribe(user);
      await createEvent(user).expect(201);
      await deleteAccount(user).expect(204);
      await stripe.delivered();
      const delivery = stripe.deliveries.at(-1)!;
      expect(delivery).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
      expect(stripe.subscriptionOf(String(subscription.customer))!.status).toBe('canceled');
      expect((await userRow(user.id)).deletedAt).not.toBeNull();
      expect(await accountOf(user.id)).toBeUndefined();
    });

    it('deletes nothing and answers 502 when Stripe cannot cancel; trying again later works', async () => {
      const user = await t.signIn(uniqueEmail('deleted-later'), { plan: 'free' });
      const subscription = await subscribe(user);
      const [plan, account] = [await planOf(user.id), await accountOf(user.id)];
      stripe.outage = true;
      let refused;
      try {
        refused = await deleteAccount(user);
      } finally {
        stripe.outage = false;
      }
      expect(refused.status).toBe(502);
      expect(refused.body).toEqual({
        statusCode: 502,
        message: "Stripe could not cancel this person's subscription, so nothing was deleted. Try again.",
        error: 'Bad Gateway',
      });
      expect(stripe.subscriptionOf(String(subscription.customer))!.status).toBe('active');
      expect((await userRow(user.id)).deletedAt).toBeNull();
      expect(await planOf(user.id)).toEqual(plan);
      expect(await accountOf(user.id)).toEqual(account);
      expect(await deletionAudit(user.id)).toEqual([]);
      await createEvent(user).expect(201);

      await deleteAccount(user).expect(204);
      expect(stripe.subscriptionOf(String(subscription.customer))!.status).toBe('canceled');
      await stripe.delivered();
    });

    it('deletes a person whose subscription has already ended, at Stripe too, without cancelling anything', async () => {
      const ended = await t.signIn(uniqueEmail('deleted-ended'), { plan: 'free' });
      await stripe.endSubscription((await subscribe(ended)).id);
      expect(await accountOf(ended.id)).toMatchObject({ status: 'canceled' });
      await deleteAccount(ended).expect(204);
      expect(await deletionAudit(ended.id)).toEqual([expect.objectContaining({ subscriptionCancelled: false })]);

      // Stripe ended it but its webhook has not arrived: Stripe answers "No such subscription", and that will do.
      const unheard = await t.signIn(uniqueEmail('deleted-unheard'), { plan: 'free' });
      await stripe.endSubscription((await subscribe(unheard)).id, { deliver: false });
      expect(await accountOf(unheard.id)).toMatchObject({ status: 'active' });
      await deleteAccount(unheard).expect(204);
      expect((await userRow(unheard.id)).deletedAt).not.toBeNull();
      expect(await deletionAudit(unheard.id)).toEqual([expect.objectContaining({ subscriptionCancelled: false })]);

      const neverPaid = await t.signIn(uniqueEmail('deleted-free'), { plan: 'free' });
      await t.http().post('/api/billing/checkout').set(neverPaid.auth).send({ tier: 'paid' }).expect(200);
      await deleteAccount(neverPaid).expect(204);
    });

    it('cancels a subscription bought on a Checkout page left open past the deletion, once Stripe answers', async () => {
      const user = await t.signIn(uniqueEmail('deleted-mid-checkout'), { plan: 'free' });
      const { body } = await t.http().post('/api/billing/checkout').set(user.auth).send({ tier: 'paid' }).expect(200);
      const customerId = (await accountOf(user.id)).stripeCustomerId;
      await deleteAccount(user).expect(204);
      const tombstone = await userRow(user.id);

      // Their browser still shows Checkout, and they pay; the webhooks first arrive while Stripe is down.
      stripe.hold();
      const before = stripe.events.length;
      expect((await fetch(body.url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      const paid = stripe.events.slice(before);
      const started = stripe.subscriptionOf(customerId)!;
      stripe.outage = true;
      try {
        await stripe.release();
      } finally {
        stripe.outage = false;
      }
      const created = paid.find((event) => event.type === 'customer.subscription.created')!;
      expect(stripe.deliveries.find((delivery) => delivery.eventId === created.id)?.status).toBe(502);
      expect(stripe.subscriptionOf(customerId)).toMatchObject({ id: started.id, status: 'active' });

      // Stripe delivers them again: the subscription is cancelled, and nothing of the person comes back.
      for (const event of paid) expect(await stripe.deliver(event)).toBe(200);
      await stripe.delivered();
      expect(stripe.subscriptionOf(customerId)).toMatchObject({ id: started.id, status: 'canceled' });
      expect(await userRow(user.id)).toEqual(tombstone);
      expect(await accountOf(user.id)).toBeUndefined();
    });

    it('leaves alone a subscription of a customer unknown here whose account is not a deleted one', async () => {
      const user = await t.signIn(uniqueEmail('kept-payer'), { plan: 'free' });
      const subscription = await subscribe(user);
      await stripe.delivered();
      // The same subscription, as another app sharing the Stripe account would see it: a customer unknown here.
      await t.db.query(`UPDATE billing_accounts SET "stripeCustomerId" = 'cus_elsewhere' WHERE "userId" = $1`, [
        user.id,
      ]);
      const created = stripe.events.find(
        (event) =>
          event.type === 'customer.subscription.created' &&
          (event.data.object as { id: string }).id === subscription.id,
      )!;
      expect(await stripe.deliver({ ...created, id: `${created.id}_again` })).toBe(200);
      expect(stripe.subscriptionOf(String(subscription.customer))!.status).toBe('active');
    });
  });

  it('has no portal for a user who never started a checkout', async () => {
    const user = await t.signIn(uniqueEmail('never'), { plan: 'free' });
    const response = await t.http().post('/api/billing/portal').set(user.auth).expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      message: 'You have no billing account yet: upgrade to a plan first.',
      error: 'Conflict',
    });
  });

  it('refuses a webhook whose signature is missing, wrong, or over other bytes, and records nothing', async () => {
    const user = await t.signIn(uniqueEmail('forger'), { plan: 'free' });
    await t.http().post('/api/billing/checkout').set(user.auth).send({ tier: 'paid' }).expect(200);
    const { stripeCustomerId } = await accountOf(user.id);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_forged', customer: stripeCustomerId, status: 'active' } },
    });
    const applied = await appliedEvents();
    const post = (signature: string | null, payload = forged) => {
      const request = t.http().post('/api/billing/webhook').set('Content-Type', 'application/json');
      return (signature ? request.set('Stripe-Signature', signature) : request).send(payload);
    };
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_someoneelse' });
    const otherBytes = Stripe.webhooks.generateTestHeaderString({
      payload: forged.replace('sub_forged', 'sub_other'),
      secret: stripe.webhookSecret,
    });
    for (const signature of [null, 't=1,v1=00', otherSecret, otherBytes]) {
      const response = await post(signature);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
    }
    // Re-serialised JSON is not the signed body, even with the same content.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: stripe.webhookSecret });
    expect((await post(signed, JSON.stringify(JSON.parse(forged), null, 1))).status).toBe(400);
    expect(await appliedEvents()).toBe(applied);
    expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'free' });
  });

  it('takes the plan from the subscription’s price, never from what the browser or the session says', async () => {
    const user = await t.signIn(uniqueEmail('cheeky'), { plan: 'free' });
    for (const body of [{}, { tier: 'free' }, { tier: 'gold' }, { tier: 'paid', plan: 'enterprise' }]) {
      const refused = await t.http().post('/api/billing/checkout').set(user.auth).send(body).expect(400);
      expect(refused.body.statusCode).toBe(400);
    }
    const { body } = await t.http().post('/api/billing/checkout').set(user.auth).send({ tier: 'paid' }).expect(200);
    // Someone edits the session's metadata to claim Enterprise: the price paid is Pro's.
    const sessionId = new URL(body.url).pathname.split('/').pop()!;
    Object.assign(stripe.session(sessionId)!, { metadata: { userId: user.id, tier: 'enterprise' } });
    await fetch(body.url, { method: 'POST', redirect: 'manual' });
    expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'paid' });

    const profile = await t.http().put(`/api/users/${user.id}`).set(user.auth).send({ subscriptionTier: 'enterprise' });
    expect(profile.status).toBe(400);
    expect(await planOf(user.id)).toMatchObject({ subscriptionTier: 'paid' });
  });

  it('answers 401 to signed-out callers, and each user sees only their own billing', async () => {
    for (const [method, path] of [
      ['get', '/api/billing'],
      ['post', '/api/billing/checkout'],
      ['post', '/api/billing/portal'],
    ] as const) {
      await t.http()[method](path).send({ tier: 'paid' }).expect(401);
    }
    const payer = await t.signIn(uniqueEmail('payer'), { plan: 'free' });
    await subscribe(payer);
    const outsider = await t.signIn(uniqueEmail('outsider'), { plan: 'free' });
    expect((await t.http().get('/api/billing').set(outsider.auth).expect(200)).body.canManage).toBe(false);
    await t.http().post('/api/billing/portal').set(outsider.auth).expect(409);
    expect(await planOf(outsider.id)).toMatchObject({ subscriptionTier: 'free' });
  });
});

describe('Billing without Stripe configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says billing is off, and has no Checkout, portal or webhook', async () => {
    const user = await t.signIn(uniqueEmail('nobilling'), { plan: 'free' });
    const overview = await t.http().get('/api/billing').set(user.auth).expect(200);
    expect(overview.body).toEqual({ enabled: false, prices: [], canManage: false });
    const checkout = await t.http().post('/api/billing/checkout').set(user.auth).send({ tier: 'paid' }).expect(404);
    expect(checkout.body).toEqual({ statusCode: 404, message: 'Billing is not configured', error: 'Not Found' });
    await t.http().post('/api/billing/portal').set(user.auth).expect(404);
    await t.http().post('/api/billing/webhook').set('Content-Type', 'application/json').send('{}').expect(404);
  });
});
