import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { dropDatabase, dropIdleDatabases, prepareDatabase } from '../../test/support/prepare-database';

const PREFIX = 'gatherly_bench_';

export interface ThrowawayDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A freshly migrated database with a random name, on the server `serverUrl` points to. Databases that
 * interrupted runs left behind are dropped first, as the test set-up does; this run's database keeps a
 * connection open until it is dropped, so a concurrent run never takes it for a left-over.
 */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const target = new URL(serverUrl);
  target.pathname = `/${PREFIX}${randomBytes(4).toString('hex')}`;
  const url = target.toString();
  await dropIdleDatabases(url, PREFIX);
  await prepareDatabase(url);
  const lease = new Client({ connectionString: url });
  await lease.connect();
  return {
    url,
    drop: async () => {
      await lease.end();
      await dropDatabase(url);
    },
  };
}
