import type { GlobalConfig } from 'jest';
import { copyDatabase, dropIdleDatabases, prepareDatabase } from './prepare-database';
import { TEST_TEMPLATE_DATABASE_URL, workerDatabaseUrl } from './test-env';

/**
 * A fresh database for every run, copied once per jest worker; databases that crashed runs left behind
 * are removed when idle.
 */
export default async function globalSetup(config: GlobalConfig): Promise<void> {
  await dropIdleDatabases(TEST_TEMPLATE_DATABASE_URL, 'gatherly_test_');
  await prepareDatabase(TEST_TEMPLATE_DATABASE_URL);
  for (let worker = 1; worker <= Math.max(1, config.maxWorkers); worker++) {
    await copyDatabase(TEST_TEMPLATE_DATABASE_URL, workerDatabaseUrl(worker));
  }
}
