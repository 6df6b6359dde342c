import { deleteQueueKeys, dropDatabase } from './prepare-database';
import { TEST_DATABASE_URL, TEST_QUEUE_PREFIX, TEST_REDIS_URL } from './test-env';

export default async function globalTeardown(): Promise<void> {
  await dropDatabase(TEST_DATABASE_URL);
  await deleteQueueKeys(TEST_REDIS_URL, TEST_QUEUE_PREFIX);
}
