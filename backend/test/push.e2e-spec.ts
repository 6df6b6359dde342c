import type { INestApplicationContext } from '@nestjs/common';
import { JobQueue } from '../src/queues/job-queue';
import { JobName } from '../src/queues/jobs';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { expectRefused } from './support/expect-refused';
import { type PushDevice, TestPushService } from './support/push-service';
import { SmtpSink } from './support/smtp-sink';
import { addMember, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sweep every second, so a notification is pushed within seconds. */
const WINDOWS = { SWEEP_INTERVAL_SECONDS: '1' };

/**
 * Web Push: devices subscribe through the API, and the worker pushes each notification centre entry to
 * its member's devices, encrypted and signed with VAPID, to a push service speaking the real protocol.
 */
describe('Web Push', () => {
  let smtp: SmtpSink;
  let pushService: TestPushService;
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    pushService = await new TestPushService().start();
    t = await startTestApp({ SMTP_URL: smtp.url, ...WINDOWS });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url, ...WINDOWS });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await pushService.stop();
    await smtp.stop();
  });
  afterEach(() => expect(pushService.violations).toEqual([]));

  const subscribe = (user: SignedInUser, device: Pick<PushDevice, 'endpoint' | 'keys'>) =>
    t.http().post('/api/push/subscriptions').set(user.auth).send({ endpoint: device.endpoint, keys: device.keys });
  const subscriptions = async () =>
    (await t.db.query('SELECT "userId", endpoint, p256dh, auth FROM push_subscriptions ORDER BY "createdAt", id')) as {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
    }[];
  const subscribedEndpoints = async (user: SignedInUser) =>
    (await subscriptions()).filter((row) => row.userId === user.id).map((row) => row.endpoint);

  /** A carpool the driver offers, and a seat taken in it: the driver's notification. */
  async function seatTaken(f: EventFixture, driver: SignedInUser, passenger: SignedInUser) {
    const { body } = await t
      .http()
      .post(`/api/events/${f.eventId}/carpools`)
      .set(driver.auth)
      .send({ fromLocation: 'Station', toLocation: 'Lake house', departureTime: '2031-06-12T09:00:00.000Z' })
      .expect(201);
    await t.http().post(`/api/carpools/${body.carpool.id}/join`).set(passenger.auth).expect(200);
    const [entry] = await t.db.query(
      `SELECT id, text, link FROM notifications WHERE "userId" = $1 AND "subjectId" = $2`,
      [driver.id, body.carpool.id],
    );
    return { carpoolId: body.carpool.id as string, notification: entry as { id: string; text: string; link: string } };
  }
  async function waitUntilPushed(notificationId: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const [row] = await t.db.query('SELECT "pushedAt" FROM notifications WHERE id = $1', [notificationId]);
      if (row?.pushedAt) return;
      await sleep(100);
    }
    throw new Error(`Notification ${notificationId} was never taken by the push sweep`);
  }

  describe('the server key and subscriptions', () => {
    it("answers the server's VAPID public key to the signed in", async () => {
      const { body } = await t
        .http()
        .get('/api/push/public-key')
        .set((await t.signIn()).auth)
        .expect(200);
      expect(body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(Buffer.from(body.publicKey, 'base64url')[0]).toBe(4);
      await t.http().get('/api/push/public-key').expect(401);
    });

    it('subscribes a device, moves its endpoint to whoever subscribes it next, and drops only the caller’s own', async () => {
      const [ana, ben] = await Promise.all([t.signIn(uniqueEmail('ana')), t.signIn(uniqueEmail('ben'))]);
      const phone = pushService.device();
      const created = await subscribe(ana, phone).expect(201);
      expect(created.body).toEqual({ endpoint: phone.endpoint });
      expect((await subscriptions()).filter((row) => row.endpoint === phone.endpoint)).toEqual([
        { userId: ana.id, endpoint: phone.endpoint, p256dh: phone.keys.p256dh, auth: phone.keys.auth },
      ]);
      // Subscribing again changes nothing; the browser's own JSON (with expirationTime) is taken as is.
      await t
        .http()
        .post('/api/push/subscriptions')
        .set(ana.auth)
        .send({ endpoint: phone.endpoint, expirationTime: null, keys: phone.keys })
        .expect(201);
      expect(await subscribedEndpoints(ana)).toEqual([phone.endpoint]);

      // The phone signs in as Ben, with new keys: the endpoint is his now.
      const renewed = pushService.device();
      await subscribe(ben, { endpoint: phone.endpoint, keys: renewed.keys }).expect(201);
      expect((await subscriptions()).filter((row) => row.endpoint === phone.endpoint)).toEqual([
        { userId: ben.id, endpoint: phone.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
      ]);

      // Ana cannot drop Ben's subscription; Ben can.
      await t.http().delete('/api/push/subscriptions').query({ endpoint: phone.endpoint }).set(ana.auth).expect(204);
      expect(await subscribedEndpoints(ben)).toEqual([phone.endpoint]);
      await t.http().delete('/api/push/subscriptions').query({ endpoint: phone.endpoint }).set(ben.auth).expect(204);
      expect(await subscribedEndpoints(ben)).toEqual([]);
      await t.http().delete('/api/push/subscriptions').query({ endpoint: phone.endpoint }).set(ben.auth).expect(204);
      await t.http().delete('/api/push/subscriptions').set(ben.auth).expect(400);
      await t.http().post('/api/push/subscriptions').send({ endpoint: phone.endpoint, keys: phone.keys }).expect(401);
      await t.http().delete('/api/push/subscriptions').query({ endpoint: phone.endpoint }).expect(401);
    });

    it('refuses an endpoint outside the allowed push services, and keys that are not a device’s, writing nothing', async () => {
      const user = await t.signIn(uniqueEmail('prober'));
      const { keys } = pushService.device();
      const refuse = (body: object, message: string) =>
        expectRefused(t.db, () => t.http().post('/api/push/subscriptions').set(user.auth).send(body), 400, message);
      for (const endpoint of [
        'http://169.254.169.254/latest/meta-data/',
        'https://internal.example/push',
        'http://10.0.0.7:6379/',
        'file:///etc/passwd',
        'https://fcm.googleapis.com.evil.example/fcm/send/abc',
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://user:secret@fcm.googleapis.com/fcm/send/abc',
        'http://localhost.evil.example/push/1',
        `https://fcm.googleapis.com/${'a'.repeat(2100)}`,
        'not a url',
      ]) {
        await refuse({ endpoint, keys }, 'This push service is not supported');
      }
      const endpoint = pushService.device().endpoint;
      const badKeys = 'The push subscription keys are not valid';
      // The right length, but no point on the curve: nothing could be encrypted to it.
      await refuse({ endpoint, keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } }, badKeys);
      await refuse({ endpoint, keys: { ...keys, p256dh: 'short' } }, badKeys);
      await refuse({ endpoint, keys: { ...keys, auth: 'AAAA' } }, badKeys);
      await refuse({ endpoint }, badKeys);
      await refuse({ endpoint, keys, extra: 1 }, 'Unknown property: extra');
      await refuse({ keys }, 'Endpoint is required');
    });

    it('keeps the newest 20 devices of an account', async () => {
      const user = await t.signIn(uniqueEmail('gadgets'));
      const devices = Array.from({ length: 22 }, () => pushService.device());
      for (const device of devices) await subscribe(user, device).expect(201);
      expect(await subscribedEndpoints(user)).toEqual(devices.slice(2).map((device) => device.endpoint));
    });
  });

  describe('the worker', () => {
    it('pushes each new entry to every device of its member, encrypted and signed, once', async () => {
      const f = await createEventFixture(t, 'Lake Weekend');
      const [phone, laptop] = [pushService.device(), pushService.device()];
      await subscribe(f.users.admin, phone).expect(201);
      await subscribe(f.users.admin, laptop).expect(201);
      const { publicKey } = (await t.http().get('/api/push/public-key').set(f.users.admin.auth).expect(200)).body;

      const { notification } = await seatTaken(f, f.users.admin, f.users.attendee);
      await pushService.waitFor(phone, 1);
      await pushService.waitFor(laptop, 1);
      for (const device of [phone, laptop]) {
        const [push] = pushService.pushesTo(device);
        expect(push!.payload).toEqual({
          title: 'Lake Weekend',
          body: notification.text,
          url: `/events/${f.eventId}/travel?tab=carpools&carpool=${notification.link.split('carpool=')[1]}`,
          tag: notification.id,
        });
        expect(notification.text).toMatch(/ joined your carpool from Station to Lake house$/);
        expect(push!.vapidKey).toBe(publicKey);
        expect(push!.claims.sub).toBe('mailto:no-reply@gatherly.local');
        expect(push!.ttl).toBe(86400);
      }
      await sleep(2500);
      expect(pushService.pushesTo(phone)).toHaveLength(1);
      expect(pushService.pushesTo(laptop)).toHaveLength(1);
      // The passenger has no device: nothing else was sent anywhere.
      expect(pushService.received.filter((push) => push.payload.tag === notification.id)).toHaveLength(2);
    });

    it('unsubscribes a device its push service says is gone (410, 404), and still reaches the others', async () => {
      const f = await createEventFixture(t, 'Gone Devices');
      const [expired, unknown, working] = [pushService.device(), pushService.device(), pushService.device()];
      for (const device of [expired, unknown, working]) await subscribe(f.users.admin, device).expect(201);
      pushService.answer(expired, 410);
      pushService.answer(unknown, 404);

      await seatTaken(f, f.users.admin, f.users.attendee);
      await pushService.waitFor(working, 1);
      await pushService.waitFor(expired, 1, { attempts: true });
      await pushService.waitFor(unknown, 1, { attempts: true });
      await sleep(500);
      expect(await subscribedEndpoints(f.users.admin)).toEqual([working.endpoint]);

      // Not tried again: the next entry reaches the working device only.
      await seatTaken(f, f.users.admin, f.users.creator);
      await pushService.waitFor(working, 2);
      expect(pushService.attemptsAt(expired)).toEqual([410]);
      expect(pushService.attemptsAt(unknown)).toEqual([404]);
    });

    it('retries a failed device without pushing again to one already reached', async () => {
      const f = await createEventFixture(t, 'Flaky Service');
      const [steady, flaky] = [pushService.device(), pushService.device()];
      await subscribe(f.users.admin, steady).expect(201);
      await subscribe(f.users.admin, flaky).expect(201);
      pushService.answer(flaky, 500, 2);

      const { notification } = await seatTaken(f, f.users.admin, f.users.attendee);
      await pushService.waitFor(flaky, 1);
      expect(pushService.attemptsAt(flaky)).toEqual([500, 500, 201]);
      expect(pushService.attemptsAt(steady)).toEqual([201]);
      expect(pushService.pushesTo(flaky)[0]!.payload.tag).toBe(notification.id);
      expect(await subscribedEndpoints(f.users.admin)).toEqual([steady.endpoint, flaky.endpoint]);
    });

    it('marks an entry of a member without a device pushed, and sends nothing', async () => {
      const f = await createEventFixture(t, 'No Devices');
      const attemptsBefore = pushService.attempts.length;
      const { notification } = await seatTaken(f, f.users.admin, f.users.attendee);
      await waitUntilPushed(notification.id);
      await sleep(1000);
      expect(pushService.attempts).toHaveLength(attemptsBefore);
    });

    it('pushes nothing to someone no longer a member of the event, nor to a device that moved to someone else', async () => {
      const f = await createEventFixture(t, 'Removed Member');
      const removed = await t.signIn(uniqueEmail('removed'));
      await addMember(t.db, f.eventId, removed.id, 'attendee');
      const device = pushService.device();
      await subscribe(removed, device).expect(201);
      await t.http().delete(`/api/events/${f.eventId}/members/${removed.id}`).set(f.users.admin.auth).expect(204);
      // An entry written just before the removal, found by the sweep after it.
      const [entry] = await t.db.query(
        `INSERT INTO notifications ("userId", "eventId", kind, "subjectId", text, link, "dedupeKey")
         VALUES ($1::uuid, $2::uuid, 'dates_set', $2::uuid, 'Dates set: Thu, Jun 12, 2031', '/events/' || $2::text,
                 'removed:' || $1::text)
         RETURNING id`,
        [removed.id, f.eventId],
      );
      await waitUntilPushed(entry.id);
      // Its job, were it queued all the same (an earlier sweep, say), checks membership when it runs.
      await worker.get(JobQueue).enqueue(JobName.Push, { notificationId: entry.id });

      // The driver's phone signs in as the passenger: the driver's news no longer goes to it.
      const phone = pushService.device();
      await subscribe(f.users.admin, phone).expect(201);
      await subscribe(f.users.attendee, phone).expect(201);
      const { notification } = await seatTaken(f, f.users.admin, f.users.attendee);
      await waitUntilPushed(notification.id);
      await sleep(1500);
      expect(pushService.attemptsAt(device)).toEqual([]);
      expect(pushService.attemptsAt(phone)).toEqual([]);
    });
  });
});

describe('Web Push in production without VAPID keys', () => {
  it('is off: no public key, no subscriptions', async () => {
    const t = await startTestApp({
      NODE_ENV: 'production',
      LOCAL_IDP_ENABLED: 'true',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      const user = await t.signIn(uniqueEmail('production'));
      const off = await t.http().get('/api/push/public-key').set(user.auth).expect(404);
      expect(off.body.message).toBe('Push notifications are not set up on this server');
      const device = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: new TestPushService().device().keys };
      await expectRefused(
        t.db,
        () => t.http().post('/api/push/subscriptions').set(user.auth).send(device),
        404,
        'Push notifications are not set up on this server',
      );
    } finally {
      await t.close();
    }
  });
});
