/** The real services the end-to-end tests use; overridable for CI machines with other addresses. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gatherly_test';
/** A Redis database of its own, so tests never touch a developer's queues. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
export const TEST_AUTH_SECRET = 'test-only-secret-0123456789abcdef0123456789abcdef';
