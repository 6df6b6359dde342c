import 'reflect-metadata';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrations-runner';

/** A fresh database, migrated exactly as production migrates it. */
export async function prepareDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
}

export async function flushRedis(url: string): Promise<void> {
  const redis = new Redis(url);
  await redis.flushdb();
  redis.disconnect();
}
