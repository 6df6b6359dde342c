import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { processPhoto } from '../src/modules/photos/images/image-pipeline';
import { createEventFixture } from '../test/support/event-fixture';
import { flushRedis, prepareDatabase } from '../test/support/prepare-database';
import { processed, uploadPhoto } from '../test/support/photos';
import { startTestApp, testEnvironment } from '../test/support/test-app';
import { type Figure, percentile } from './report';
import { forkTypeScript } from './typescript-process';

const PHOTOS = 24;
const LATENCY_SAMPLES = 20;
const WORKER_CONCURRENCY = 2;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gatherly_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';

/** Camera-sized JPEGs with noise, so encoders work as hard as on real photos. */
function cameraJpeg(index: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + index, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * The image worker's throughput beside raw sharp doing the same three outputs on the same files in the
 * same run, and the latency from an upload's first byte to its thumbnail being served.
 */
export async function benchImages(): Promise<Figure[]> {
  const files = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => cameraJpeg(index)));

  const started = Date.now();
  await inParallel(files, WORKER_CONCURRENCY, (file) => processPhoto(file));
  const rawPerSecond = PHOTOS / ((Date.now() - started) / 1000);

  await prepareDatabase(DATABASE_URL);
  await flushRedis(REDIS_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-bench-images-'));
  const env = {
    DATABASE_URL,
    REDIS_URL,
    DATA_DIR: dataDir,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const t = await startTestApp(env);
  const startWorker = () =>
    forkTypeScript('src/worker.ts', {
      env: { ...process.env, ...testEnvironment(Number(new URL(t.baseUrl).port), env) },
      stdout: 'ignore',
    });
  let worker = startWorker();
  try {
    const f = await createEventFixture(t, 'Image bench');
    // Warm the worker up, then stop it so the measured photos wait in the queue.
    const warm = await uploadPhoto(t, f.users.creator, f.eventId, files[0]!);
    await processed(t, warm.id, 120_000);
    worker.kill('SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));

    const photos: string[] = [];
    for (const file of files) photos.push((await uploadPhoto(t, f.users.creator, f.eventId, file)).id);
    worker = startWorker();
    await Promise.all(photos.map((id) => processed(t, id, 300_000)));
    // Measured between the first and the last completion, so the worker's start-up is left out.
    const [span] = (await t.db.query(
      `SELECT extract(epoch FROM max("processedAt") - min("processedAt")) AS seconds FROM photos WHERE id = ANY($1)`,
      [photos],
    )) as Array<{ seconds: string }>;
    const workerPerSecond = (PHOTOS - 1) / Number(span!.seconds);

    const latencies: number[] = [];
    for (const file of files.slice(0, LATENCY_SAMPLES)) {
      const begin = Date.now();
      const photo = await uploadPhoto(t, f.users.creator, f.eventId, file);
      for (;;) {
        const response = await t.http().get(`/api/photos/${photo.id}/image?size=thumb`).set(f.users.creator.auth);
        if (response.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      latencies.push(Date.now() - begin);
    }
    const ratio = workerPerSecond / rawPerSecond;
    const p95 = percentile(latencies, 95);
    const row = (metric: string, value: string, target: string, pass: boolean | null): Figure => ({
      benchmark: 'images',
      metric,
      value,
      target,
      pass,
    });
    return [
      row('raw sharp photos per second (3000x2000)', rawPerSecond.toFixed(2), 'reference', null),
      row('worker photos per second', workerPerSecond.toFixed(2), 'reported', null),
      row('worker / raw sharp', `${(ratio * 100).toFixed(0)} %`, '>= 70 %', ratio >= 0.7),
      row('upload to thumbnail p95 (ms)', p95.toFixed(0), '< 2000', p95 < 2000),
    ];
  } finally {
    worker.kill('SIGTERM');
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
