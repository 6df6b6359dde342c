import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';

/** The one definition of how the app talks to PostgreSQL, shared by the API, the worker, the CLI and tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: 20 },
  };
}
