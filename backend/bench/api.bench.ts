import { deleteQueueKeys } from '../test/support/prepare-database';
import { freePort, testEnvironment } from '../test/support/test-app';
import { TEST_QUEUE_PREFIX } from '../test/support/test-env';
import { benchQueryCounts } from './api/query-counts';
import { WARM_UP_SECONDS } from './api/load-result';
import { benchReads } from './api/reads';
import { profilingArgs, startApiProcess, startBareProcess } from './api/servers';
import { signInAll } from './api/sign-in';
import { benchWrites } from './api/writes';
import type { Figure } from './report';
import { seedBenchDataset } from './seed/bench-dataset';
import { createThrowawayDatabase } from './seed/throwaway-database';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
/** BENCH_PROFILE_DIR=/tmp/profiles writes the API's and the bare server's CPU profiles there. */
const NODE_ARGS = profilingArgs(process.env.BENCH_PROFILE_DIR);
/**
 * Free carpool seats for the join benchmark: enough for the whole run (warm-up included) at several
 * times the rate a 2-core machine reaches (about 400 joins/s), so joins do not run out of seats.
 */
const JOINS_PER_SECOND_CEILING = 1500;
const FREE_SEATS_PER_CARPOOL = 7;

/**
 * The HTTP API against a seeded throw-away database: list reads beside a bare Fastify + pg server,
 * the common writes, and SQL statements per list read.
 */
export async function benchApi(): Promise<Figure[]> {
  const database = await createThrowawayDatabase(POSTGRES_URL);
  try {
    const seedingStarted = Date.now();
    const joinable = Math.ceil((JOINS_PER_SECOND_CEILING * (SECONDS + WARM_UP_SECONDS)) / FREE_SEATS_PER_CARPOOL);
    const dataset = await seedBenchDataset(database.url, joinable);
    const seedSeconds = (Date.now() - seedingStarted) / 1000;

    // Tokens must outlive the run, however long BENCH_DURATION makes it.
    const overrides = { DATABASE_URL: database.url, REDIS_URL, ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) };
    // Production's log level under load: every request is logged. BENCH_LOG_LEVEL changes it.
    const environment = testEnvironment(await freePort(), {
      ...overrides,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    });
    const app = await startApiProcess(environment, NODE_ARGS);
    const bare = await startBareProcess(environment, NODE_ARGS).catch(async (error: unknown) => {
      await app.stop();
      throw error;
    });
    const figures: Figure[] = [
      { benchmark: 'api', metric: 'seed data set (s)', value: seedSeconds.toFixed(1), target: 'reported', pass: null },
    ];
    try {
      const tokens = await signInAll(app.baseUrl, dataset.main.members);
      const reader = dataset.main.members.at(-1)!;
      figures.push(...(await benchReads(app, bare, tokens.get(reader.id)!, dataset, SECONDS)));
      figures.push(...(await benchWrites(app, tokens, dataset, SECONDS)));
    } finally {
      await Promise.all([app.stop(), bare.stop()]);
    }
    figures.push(...(await benchQueryCounts(overrides, dataset)));
    return figures;
  } finally {
    await database.drop();
    await deleteQueueKeys(REDIS_URL, TEST_QUEUE_PREFIX);
  }
}
