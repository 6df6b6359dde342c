import { flushRedis, prepareDatabase } from './prepare-database';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env';

/** A fresh test database and an empty Redis database for every run. */
export default async function globalSetup(): Promise<void> {
  await prepareDatabase(TEST_DATABASE_URL);
  await flushRedis(TEST_REDIS_URL);
}
