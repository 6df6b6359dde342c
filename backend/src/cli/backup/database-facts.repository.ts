import { Client } from 'pg';

/** What backup and restore ask of a database before they touch it, in one short connection. */
export interface DatabaseFacts {
  serverVersion: string;
  serverMajor: number;
  /** The schema's newest migration, as TypeORM recorded it; null before the first. */
  migration: { name: string; timestamp: number } | null;
  /** Tables, views and sequences outside PostgreSQL's own schemas. */
  relations: number;
}

export async function databaseFacts(databaseUrl: string): Promise<DatabaseFacts> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: version } = await client.query<{ server_version: string; num: string }>(
      "SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS num",
    );
    const { rows: relations } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'`,
    );
    const hasMigrations = (await client.query("SELECT to_regclass('public.migrations') AS t")).rows[0]?.t !== null;
    const migration = hasMigrations
      ? ((
          await client.query<{ name: string; timestamp: string }>(
            'SELECT name, timestamp FROM migrations ORDER BY timestamp DESC LIMIT 1',
          )
        ).rows[0] ?? null)
      : null;
    return {
      serverVersion: version[0]!.server_version,
      serverMajor: Math.floor(Number(version[0]!.num) / 10000),
      migration: migration && { name: migration.name, timestamp: Number(migration.timestamp) },
      relations: Number(relations[0]!.count),
    };
  } finally {
    await client.end();
  }
}
