import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrations-runner';

/** Brings the schema up to date before the app's processes start, so they do not race to do it. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  try {
    return await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
