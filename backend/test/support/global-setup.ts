import { dropIdleDatabases, prepareDatabase } from './prepare-database';
import { TEST_DATABASE_URL } from './test-env';

/** A fresh database for every run; databases that crashed runs left behind are removed when idle. */
export default async function globalSetup(): Promise<void> {
  await dropIdleDatabases(TEST_DATABASE_URL, 'gatherly_test_');
  await prepareDatabase(TEST_DATABASE_URL);
}
