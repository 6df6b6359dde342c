import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, testEnvironment } from '../test/support/test-app';
import { startApiProcess } from './api/servers';
import { signInAll } from './api/sign-in';
import type { Figure } from './report';
import { seedEvent } from './seed/seed-event';
import { Prng } from './seed/prng';
import { seedUsers } from './seed/seed-users';
import { createThrowawayDatabase } from './seed/throwaway-database';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
/** A phone photo after the worker strips its metadata is a few megabytes; a quarter keeps the run short. */
const PHOTO_BYTES = 512 * 1024;
/** The event, and one a tenth of its size: the memory an export takes must not grow with it. */
const PHOTO_COUNTS = [200, 2000];
const SAMPLE_MS = 20;
const MB = 1024 * 1024;

/** The resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** Downloads a file as a browser would save it (read and dropped), sampling the server's memory meanwhile. */
async function download(url: string, token: string, pid: number) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), SAMPLE_MS);
  const started = process.hrtime.bigint();
  let bytes = 0;
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, bytes, growth: Math.max(0, peak - before) };
}

/** Reading the same files one after another, straight from the disk: the fastest an archive could be. */
async function readAll(files: string[]): Promise<number> {
  const started = process.hrtime.bigint();
  for (const file of files) {
    for await (const chunk of createReadStream(file)) void chunk;
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * Exporting an event's photos as one ZIP through the real API, in its own process: the time, the
 * throughput beside reading the same files from disk, and how much the API's memory grows while it
 * streams 200 and 2,000 photos.
 */
export async function benchExports(): Promise<Figure[]> {
  const database = await createThrowawayDatabase(POSTGRES_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-bench-export-'));
  try {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const rng = new Prng(20_261_124);
    const people = await seedUsers(client, rng, 'exporter', 20);
    const events = [];
    for (const count of PHOTO_COUNTS) {
      const size = { members: people, photos: count, flights: 50, carpools: 20, scheduleItems: 12 };
      events.push({ count, ...(await seedEvent(client, rng, `Export of ${count} photos`, size)) });
    }
    // The first member is each event's creator; export needs a Pro plan.
    await client.query(`UPDATE users SET "subscriptionTier" = 'paid' WHERE id = $1`, [people[0]!.id]);
    await client.end();

    // Random bytes do not compress: like photos, and the archive stores them as they are.
    const content = randomBytes(PHOTO_BYTES);
    const files: Record<number, string[]> = {};
    for (const event of events) {
      files[event.count] = event.photos.ids.map((id) => {
        const folder = join(dataDir, 'objects', 'photos', id);
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, 'original.jpeg'), content);
        return join(folder, 'original.jpeg');
      });
    }

    const environment = testEnvironment(await freePort(), {
      DATABASE_URL: database.url,
      REDIS_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    const app = await startApiProcess(environment, []);
    try {
      const token = (await signInAll(app.baseUrl, [people[0]!])).get(people[0]!.id)!;
      const url = (eventId: string) => `${app.baseUrl}/api/exports/events/${eventId}/photos.zip`;
      // Warm up the route's code and the pools on the small event first.
      await download(url(events[0]!.id), token, app.pid);
      const results = new Map<number, Awaited<ReturnType<typeof download>>>();
      for (const event of events) results.set(event.count, await download(url(event.id), token, app.pid));
      const largest = results.get(2000)!;
      const rawSeconds = await readAll(files[2000]!);
      const exportRate = largest.bytes / MB / largest.seconds;
      const rawRate = (PHOTO_BYTES * 2000) / MB / rawSeconds;
      const growthSmall = results.get(200)!.growth / MB;
      const growthLarge = largest.growth / MB;
      const row = (metric: string, value: string, target: string, pass: boolean | null): Figure => ({
        benchmark: 'export',
        metric,
        value,
        target,
        pass,
      });
      return [
        row('photos.zip of 2,000 photos (MB)', (largest.bytes / MB).toFixed(0), 'reported', null),
        row('photos.zip of 2,000 photos (s)', largest.seconds.toFixed(1), '< 60', largest.seconds < 60),
        row('reading the same files from disk (MB/s)', rawRate.toFixed(0), 'reference', null),
        row('export (MB/s)', exportRate.toFixed(0), 'reported', null),
        row('export / disk read', `${((exportRate / rawRate) * 100).toFixed(0)} %`, 'reported', null),
        row('API memory growth, 200 photos (MB)', growthSmall.toFixed(1), 'reported', null),
        row('API memory growth, 2,000 photos (MB)', growthLarge.toFixed(1), '<= 64', growthLarge <= 64),
        row(
          'growth 2,000 minus 200 photos (MB)',
          (growthLarge - growthSmall).toFixed(1),
          '<= 16 (flat)',
          growthLarge - growthSmall <= 16,
        ),
      ];
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
