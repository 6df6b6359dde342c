/** Set once per run by jest.config.js; the fallback serves a test module loaded some other way. */
const RUN = process.env.GATHERLY_TEST_RUN ?? String(process.pid);

/** The real services the end-to-end tests use; overridable for CI machines with other addresses. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/gatherly_test_${RUN}`;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
/** Queue keys of this run only: another run, or a forgotten worker, on the same Redis never takes its jobs. */
export const TEST_QUEUE_PREFIX = `gatherly-test-${RUN}`;
export const TEST_AUTH_SECRET = 'test-only-secret-0123456789abcdef0123456789abcdef';
