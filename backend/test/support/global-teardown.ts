import type { GlobalConfig } from 'jest';
import { deleteQueueKeys, dropDatabase } from './prepare-database';
import { TEST_REDIS_URL, TEST_RUN_QUEUE_PREFIX, TEST_TEMPLATE_DATABASE_URL, workerDatabaseUrl } from './test-env';

export default async function globalTeardown(config: GlobalConfig): Promise<void> {
  for (let worker = 1; worker <= Math.max(1, config.maxWorkers); worker++) {
    await dropDatabase(workerDatabaseUrl(worker));
  }
  await dropDatabase(TEST_TEMPLATE_DATABASE_URL);
  await deleteQueueKeys(TEST_REDIS_URL, TEST_RUN_QUEUE_PREFIX);
}
