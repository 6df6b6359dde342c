import { Client } from 'pg';

/**
 * Creates the database named in the URL when it does not exist yet, so a newcomer's local PostgreSQL
 * needs no manual setup. Connects to the server's maintenance database to do so.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        // Another process created it between our check and our create.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}
