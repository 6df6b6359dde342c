import type { INestApplicationContext } from '@nestjs/common';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { TEST_QUEUE_PREFIX } from './support/test-env';
import { startTestWorker } from './support/test-worker';

/** Two API instances and one worker on the same PostgreSQL and Redis, as a scaled-out deployment runs. */
describe('Scale-out: two API instances and one worker', () => {
  let smtp: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    a = await startTestApp({ SMTP_URL: smtp.url, SESSION_CACHE_SECONDS: '1' });
    b = await startTestApp({ SMTP_URL: smtp.url, SESSION_CACHE_SECONDS: '1' });
    worker = await startTestWorker(Number(new URL(a.baseUrl).port), { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await worker.close();
    await a.close();
    await b.close();
    await smtp.stop();
  });

  it('lets a user sign in on one instance and carry on on the other', async () => {
    const user = await a.signIn(uniqueEmail('roaming'), { plan: 'paid' });
    const created = await b.http().post('/api/events').set(user.auth).send({ name: 'Across Instances' }).expect(201);
    const listed = await a.http().get('/api/events').set(user.auth).expect(200);
    expect(listed.body.events.map((event: { id: string }) => event.id)).toContain(created.body.event.id);

    const refreshed = await b.http().post('/api/auth/refresh').set('Cookie', user.jar.header()).expect(200);
    await a.http().get('/api/auth/test').set('Authorization', `Bearer ${refreshed.body.token}`).expect(200);
    // The cookie B just rotated is still within its reuse interval on A, as on one instance.
    await a.http().post('/api/auth/refresh').set('Cookie', user.jar.header()).expect(200);

    // Signed out on B: A refuses the refresh cookie at once and the bearer token once its cache expires.
    await b.http().post('/api/auth/logout').set('Cookie', user.jar.header()).expect(204);
    await a.http().post('/api/auth/refresh').set('Cookie', user.jar.header()).expect(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await a.http().get('/api/auth/test').set('Authorization', `Bearer ${refreshed.body.token}`).expect(401);
  });

  it('processes the jobs both instances enqueue exactly once', async () => {
    const host = await a.signIn(uniqueEmail('host'), { plan: 'paid' });
    const event = await a.http().post('/api/events').set(host.auth).send({ name: 'Mailing Party' }).expect(201);
    const eventId: string = event.body.event.id;
    const guests = Array.from({ length: 12 }, (_, index) => uniqueEmail(`guest${index}`));
    await Promise.all(
      guests.map((email, index) =>
        (index % 2 === 0 ? a : b)
          .http()
          .post(`/api/events/${eventId}/members`)
          .set(host.auth)
          .send({ userEmail: email })
          .expect(201),
      ),
    );
    for (const email of guests) await smtp.waitFor(email, 1, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const email of guests) expect({ email, received: smtp.to(email).length }).toEqual({ email, received: 1 });
  });

  it('counts one rate-limit budget across the instances', async () => {
    const limits = { SIGN_IN_RATE_LIMIT_PER_MINUTE: '4', QUEUE_PREFIX: `${TEST_QUEUE_PREFIX}-scale-limits` };
    const [left, right] = [await startTestApp(limits), await startTestApp(limits)];
    try {
      // A sign-in walks three sign-in routes on the first instance; the fourth attempt goes to the other.
      await left.signIn(uniqueEmail('limited'));
      await right.http().get(`/api/auth/google?login_hint=${uniqueEmail()}`).expect(302);
      await left.http().get(`/api/auth/google?login_hint=${uniqueEmail()}`).expect(429);
      await right.http().get(`/api/auth/google?login_hint=${uniqueEmail()}`).expect(429);
    } finally {
      await left.close();
      await right.close();
    }
  });
});
