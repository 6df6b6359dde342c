import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFixture } from './support/event-fixture';
import { png } from './support/images';
import { PausableProxy } from './support/pausable-proxy';
import { processed, uploadFile } from './support/photos';
import { startTestApp, TestApp } from './support/test-app';
import { TEST_REDIS_URL } from './support/test-env';
import { startTestWorker } from './support/test-worker';

/** Requests that hand work to the queue answer at once while Redis hangs, and the work is done after. */
describe('A Redis that stops answering', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let redis: PausableProxy;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatherly-outage-'));
    const real = new URL(TEST_REDIS_URL);
    redis = new PausableProxy(real.hostname, Number(real.port || 6379));
    const proxied = new URL(TEST_REDIS_URL);
    proxied.port = String(await redis.start());
    // The API reaches Redis through the proxy; the worker directly, as on another host.
    t = await startTestApp({ DATA_DIR: dataDir, REDIS_URL: proxied.toString() });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    redis.resume();
    await worker.close();
    await t.close();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a new photo and a new banner within 2 s, and processes both once Redis is back', async () => {
    const f = await createEventFixture(t, 'Outage Party');
    const admin = f.users.admin;
    const [photoUpload, bannerUpload] = [
      await uploadFile(t, admin, await png()),
      await uploadFile(t, admin, await png()),
    ];

    redis.pause();
    let started = Date.now();
    const photo = await t
      .http()
      .post(`/api/events/${f.eventId}/photos`)
      .set(admin.auth)
      .send({ filename: 'outage.png', objectPath: photoUpload.objectPath })
      .expect(201);
    expect(Date.now() - started).toBeLessThan(2000);
    started = Date.now();
    const banner = await t
      .http()
      .post(`/api/events/${f.eventId}/banner-photo`)
      .set(admin.auth)
      .send({ filename: 'banner.png', objectURL: bannerUpload.objectPath, setBanner: true })
      .expect(202);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(photo.body.photo.status).toBe('processing');

    redis.resume();
    expect((await processed(t, photo.body.photo.id)).status).toBe('ready');
    const deadline = Date.now() + 20_000;
    let status = 'processing';
    while (status === 'processing' && Date.now() < deadline) {
      [{ status }] = await t.db.query('SELECT status FROM event_banners WHERE id = $1', [banner.body.banner.id]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe('ready');
  }, 60_000);
});
