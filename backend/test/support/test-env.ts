/** Set once per run by jest.config.js; the fallback serves a test module loaded some other way. */
const RUN = process.env.GATHERLY_TEST_RUN ?? String(process.pid);
/** Jest's worker (1 when run in band): each has its own database and queue keys, so files run side by side. */
const WORKER = process.env.JEST_WORKER_ID ?? '1';

/** The run's migrated database, the template of the workers' databases; overridable for CI machines. */
export const TEST_TEMPLATE_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/gatherly_test_${RUN}`;

/** The database of one jest worker: a copy of the template made by the global set-up. */
export function workerDatabaseUrl(worker: string | number): string {
  const url = new URL(TEST_TEMPLATE_DATABASE_URL);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

/** The real services the end-to-end tests use. */
export const TEST_DATABASE_URL = workerDatabaseUrl(WORKER);
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
/** Queue keys of this run only: another run, or a forgotten worker, on the same Redis never takes its jobs. */
export const TEST_RUN_QUEUE_PREFIX = `gatherly-test-${RUN}`;
export const TEST_QUEUE_PREFIX = `${TEST_RUN_QUEUE_PREFIX}-w${WORKER}`;
export const TEST_AUTH_SECRET = 'test-only-secret-0123456789abcdef0123456789abcdef';
