import 'reflect-metadata';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrations-runner';

const databaseName = (url: string) => new URL(url).pathname.slice(1);

async function withMaintenanceConnection<T>(url: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  await withMaintenanceConnection(url, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`),
  );
}

/**
 * Removes the databases named with `prefix` that nobody is connected to: what an interrupted run left.
 * A database in use by a concurrent run refuses the DROP and is kept.
 */
export async function dropIdleDatabases(url: string, prefix: string): Promise<void> {
  await withMaintenanceConnection(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database d
       WHERE starts_with(datname, $1) AND datname <> $2
         AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
      [prefix, databaseName(url)],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
    }
  });
}

/** A fresh database, migrated exactly as production migrates it. */
export async function prepareDatabase(url: string): Promise<void> {
  await dropDatabase(url);
  await withMaintenanceConnection(url, (admin) => admin.query(`CREATE DATABASE "${databaseName(url)}"`));

  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
}

/** A copy of a migrated database (CREATE DATABASE … TEMPLATE): much faster than migrating again. */
export async function copyDatabase(templateUrl: string, url: string): Promise<void> {
  await dropDatabase(url);
  await withMaintenanceConnection(url, (admin) =>
    admin.query(`CREATE DATABASE "${databaseName(url)}" TEMPLATE "${databaseName(templateUrl)}"`),
  );
}

export async function flushRedis(url: string): Promise<void> {
  const redis = new Redis(url);
  await redis.flushdb();
  redis.disconnect();
}

/** Deletes the keys starting with a prefix, leaving every other user of that Redis database alone. */
export async function deleteQueueKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
