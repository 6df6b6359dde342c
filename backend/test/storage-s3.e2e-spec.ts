import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { STORAGE_DRIVER, type StorageDriver } from '../src/modules/photos/storage/storage-driver';
import { createEventFixture } from './support/event-fixture';
import { png } from './support/images';
import { processed, uploadFile, uploadPhoto } from './support/photos';
import { freePort, startTestApp, type TestApp } from './support/test-app';
import { startTestWorker } from './support/test-worker';

interface TestStore {
  port: number;
  /** The API's and the worker's environment for this store. */
  settings: Record<string, string>;
  close: () => Promise<void>;
}

/** s3rver with a `gatherly` bucket in a folder of its own, removed on close. */
async function startS3(): Promise<TestStore> {
  const directory = mkdtempSync(join(tmpdir(), 'gatherly-s3-'));
  const port = await freePort();
  const s3 = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: 'gatherly', configs: [] }],
  });
  await s3.run();
  return {
    port,
    settings: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'gatherly',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A reverse proxy in front of the store, passing the browser's Host through as nginx does in compose. */
function startProxy(target: number, port: number): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: '127.0.0.1', port: target, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

/** The S3 storage driver end to end against s3rver, an S3-compatible server run by the test. */
describe('Photos on S3-compatible storage', () => {
  let s3: TestStore;
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    s3 = await startS3();
    t = await startTestApp(s3.settings);
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), s3.settings);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await s3.close();
  });

  it('uploads through a presigned PUT URL, processes in the worker and serves the thumbnail', async () => {
    const f = await createEventFixture(t);
    const photo = await uploadPhoto(t, f.users.attendee, f.eventId, await png(600, 400));
    expect((await processed(t, photo.id)).status).toBe('ready');
    const thumb = await t
      .http()
      .get(`/api/photos/${photo.id}/image?size=thumb`)
      .set(f.users.creator.auth)
      .buffer(true)
      .expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 250 });
  });

  it('answers 404 for a photo whose object is gone from the bucket', async () => {
    const f = await createEventFixture(t);
    const photo = await uploadPhoto(t, f.users.attendee, f.eventId, await png(300, 200));
    expect((await processed(t, photo.id)).status).toBe('ready');
    await t.app.get<StorageDriver>(STORAGE_DRIVER).delete([`photos/${photo.id}/thumb.webp`]);
    const response = await t.http().get(`/api/photos/${photo.id}/image?size=thumb`).set(f.users.creator.auth);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Image not found');
  });

  it('refuses an upload that never reached the bucket', async () => {
    const f = await createEventFixture(t);
    const target = await t.http().post('/api/objects/upload').set(f.users.attendee.auth).expect(200);
    expect(new URL(target.body.uploadURL).searchParams.get('X-Amz-Signature')).toBeTruthy();
    const response = await t
      .http()
      .post(`/api/events/${f.eventId}/photos`)
      .set(f.users.attendee.auth)
      .send({ filename: 'a.png', objectPath: target.body.objectPath });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The file of this upload was not received');
  });

  it('refuses an oversized object at photo creation, since a presigned PUT cannot bound it', async () => {
    const f = await createEventFixture(t);
    const { objectPath, put } = await uploadFile(
      t,
      f.users.attendee,
      Buffer.concat([await png(10, 10), Buffer.alloc(11 * 1024 * 1024)]),
    );
    expect(put.status).toBe(200);
    const response = await t
      .http()
      .post(`/api/events/${f.eventId}/photos`)
      .set(f.users.attendee.auth)
      .send({ filename: 'big.png', objectPath });
    expect(response.status).toBe(413);
  });
});

// Its own describe: passport's strategies are process-wide, so two APIs in one process cannot both sign in.
describe('S3-compatible storage behind a reverse proxy', () => {
  let s3: TestStore;
  let proxy: Server;
  let t: TestApp;
  let publicEndpoint: string;

  beforeAll(async () => {
    s3 = await startS3();
    const proxyPort = await freePort();
    proxy = await startProxy(s3.port, proxyPort);
    publicEndpoint = `http://127.0.0.1:${proxyPort}`;
    t = await startTestApp({ ...s3.settings, S3_PUBLIC_ENDPOINT: publicEndpoint });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => proxy.close(resolve));
    await s3.close();
  });

  it('signs upload URLs for S3_PUBLIC_ENDPOINT, and the upload through the proxy is accepted', async () => {
    const f = await createEventFixture(t);
    const { uploadURL, objectPath, put } = await uploadFile(t, f.users.attendee, await png(300, 200), 'image/png');
    expect(new URL(uploadURL).origin).toBe(publicEndpoint);
    expect(put.status).toBe(200);
    const created = await t
      .http()
      .post(`/api/events/${f.eventId}/photos`)
      .set(f.users.attendee.auth)
      .send({ filename: 'a.png', objectPath });
    expect(created.status).toBe(201);
  });
});
