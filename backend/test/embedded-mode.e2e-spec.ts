import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { Logger } from 'nestjs-pino';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { JobName, QueueName } from '../src/queues/jobs';
import { migrateDatabase } from '../src/runtime/migrate';
import { isListening } from '../src/runtime/probe';
import { type Runtime, type RuntimeOptions, resolveRuntime } from '../src/runtime/resolve-runtime';
import { WorkerModule } from '../src/worker.module';
import { type TestApp, freePort, startTestApp, testEnvironment, uniqueEmail } from './support/test-app';

/** Polls until the check answers true; the PostgreSQL queue backend has no completion event to await here. */
async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The worker process's Nest context, built as worker.ts builds it, under the given environment. */
async function startWorker(environment: Record<string, string>): Promise<INestApplicationContext> {
  const previous = { ...process.env };
  Object.assign(process.env, environment);
  try {
    const worker = await NestFactory.createApplicationContext(WorkerModule, {
      bufferLogs: true,
      abortOnError: false,
    });
    worker.useLogger(worker.get(Logger));
    await worker.init();
    return worker;
  } finally {
    process.env = previous;
  }
}

/**
 * `npm start` on a machine without PostgreSQL or Redis: the launcher's resolution finds nothing on the
 * probed ports, starts an embedded PostgreSQL, and BullMQ keeps its queues in it.
 */
describe('embedded mode', () => {
  let dataDir: string;
  let options: RuntimeOptions;
  let runtime: Runtime | undefined;
  let worker: INestApplicationContext | undefined;
  let api: TestApp | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatherly-embedded-'));
    // Run as root, PostgreSQL runs as the 'postgres' user, which must be able to enter the folder.
    chmodSync(dataDir, 0o755);
    const [closedPostgres, closedRedis, embeddedPort] = await Promise.all([freePort(), freePort(), freePort()]);
    options = {
      env: { DATA_DIR: dataDir },
      postgresProbe: { host: '127.0.0.1', port: closedPostgres },
      redisProbe: { host: '127.0.0.1', port: closedRedis },
      embeddedPort,
    };
    runtime = await resolveRuntime(options);
    await migrateDatabase(runtime.databaseUrl);

    // A closed Redis port: any use of Redis would fail the test instead of passing quietly.
    const overrides = { ...runtime.env, REDIS_URL: `redis://127.0.0.1:${closedRedis}` };
    worker = await startWorker(testEnvironment(await freePort(), overrides));
    api = await startTestApp(overrides);
  });

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    const port = options?.embeddedPort;
    await runtime?.stop();
    if (port) expect(await isListening({ host: '127.0.0.1', port })).toBe(false);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('chooses an embedded PostgreSQL for the data and the queues', () => {
    expect(runtime).toMatchObject({ queueBackend: 'postgres', dataDir, redisUrl: undefined });
    expect(runtime!.databaseUrl).toMatch(
      new RegExp(`^postgres://postgres:[^@]+@127\\.0\\.0\\.1:${options.embeddedPort}/`),
    );
    expect(runtime!.summary).toContain('embedded PostgreSQL, since nothing answers on 127.0.0.1:');
    expect(runtime!.summary).toContain('queues on PostgreSQL (nothing answers on 127.0.0.1:');
    // The generated password stays out of the log line.
    expect(runtime!.summary).not.toContain(new URL(runtime!.databaseUrl).password);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('reports a healthy database and PostgreSQL queue backend', async () => {
    const response = await api!.http().get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: { status: 'up' },
      queue: { status: 'up', backend: 'postgres' },
    });
  });

  it('runs a maintenance job on the worker through the PostgreSQL queue', async () => {
    const queue = api!.app.get<Queue>(getQueueToken(QueueName.Maintenance));
    // The worker's scheduler may have queued its first purge at start; once it is done, the expired
    // token below can only be purged by the job this test enqueues.
    await waitFor(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
      return counts.waiting + counts.active + counts.prioritized === 0;
    }, 'the scheduled purge to finish');

    const db = api!.db;
    const [user] = await db.query(
      `INSERT INTO users ("googleSubject", email, "displayName") VALUES ($1, $2, 'Embedded') RETURNING id`,
      [`embedded-${randomUUID()}`, uniqueEmail('embedded')],
    );
    const insertToken = async (expiresIn: string) => {
      const [token] = await db.query(
        `WITH session AS (INSERT INTO auth_sessions ("userId") VALUES ($1) RETURNING id)
         INSERT INTO refresh_tokens ("userId", "familyId", "tokenHash", "expiresAt")
         SELECT $1, id, $2, now() + $3::interval FROM session RETURNING id`,
        [user.id, randomBytes(32).toString('hex'), expiresIn],
      );
      return token.id as string;
    };
    const expired = await insertToken('-1 hour');
    const live = await insertToken('1 hour');

    const job = await queue.add(JobName.PurgeExpiredRefreshTokens, {}, { jobId: `purge-${randomUUID()}` });
    await waitFor(async () => {
      const state = await job.getState();
      if (state === 'failed') throw new Error(`The job failed: ${(await queue.getJob(job.id!))?.failedReason}`);
      return state === 'completed';
    }, 'the purge job to complete');

    expect((await queue.getJob(job.id!))?.returnvalue).toEqual({ purged: 1 });
    const remaining = await db.query('SELECT id FROM refresh_tokens WHERE id = ANY($1)', [[expired, live]]);
    expect(remaining).toEqual([{ id: live }]);
  });

  it('keeps its data when started again, without initialising a new cluster', async () => {
    await api!.close();
    await worker!.close();
    api = undefined;
    worker = undefined;
    const before = runtime!.databaseUrl;
    await runtime!.stop();

    runtime = await resolveRuntime(options);
    expect(runtime.databaseUrl).toBe(before);
    const client = new Client({ connectionString: runtime.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT count(*)::int AS users FROM users WHERE "displayName" = 'Embedded'`);
      expect(rows).toEqual([{ users: 1 }]);
    } finally {
      await client.end();
    }
  });
});
