import type { INestApplicationContext } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { png } from './support/images';
import { processed, uploadPhoto } from './support/photos';
import { dropDatabase, prepareDatabase } from './support/prepare-database';
import { freePort, startTestApp, type TestApp } from './support/test-app';
import { TEST_AUTH_SECRET, TEST_DATABASE_URL, TEST_QUEUE_PREFIX } from './support/test-env';
import { startTestWorker } from './support/test-worker';

jest.setTimeout(90_000);

const CLI = join(__dirname, '..', 'dist', 'cli.js');
/** The AWS SDK's notice, on Node 20, that its next versions need Node 22: not the CLI's output. */
const SDK_NOTICE = /\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*?to show where the warning was created\)\n/;

interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** `npm run cli` as an operator runs it: the built CLI in its own process, with the app's environment. */
function cli(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  if (!existsSync(CLI)) throw new Error('Build the backend first (npm run build): this test runs dist/cli.js');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, NODE_ENV: 'test', AUTH_SECRET: TEST_AUTH_SECRET, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr: stderr.replace(SDK_NOTICE, '') }),
    );
  });
}

/** A database of this run beside the shared test database, with a password libpq must never print. */
function databaseUrl(suffix: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_${suffix}`;
  url.username ||= 'postgres';
  url.password = 'never-printed-pw';
  return url.toString();
}

async function createEmptyDatabase(url: string): Promise<void> {
  await dropDatabase(url);
  const maintenance = new URL(url);
  const name = maintenance.pathname.slice(1);
  maintenance.pathname = '/postgres';
  const admin = new Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

async function tableCount(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ count: string }>(
    "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
  );
  await client.end();
  return Number(rows[0]!.count);
}

/** Every file under a folder, as object keys. */
const filesUnder = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
        .sort()
    : [];

/** What members see of an event: the event, its members, its photos with their image bytes, its costs. */
interface EventState {
  event: unknown;
  members: unknown;
  photos: unknown;
  thumbnail: Buffer;
  costs: unknown;
}

async function eventState(t: TestApp, f: EventFixture, photoId: string): Promise<EventState> {
  const get = async (path: string) =>
    (await t.http().get(path).set(f.users.creator.auth).expect(200)).body as Record<string, unknown>;
  const thumbnail = await t
    .http()
    .get(`/api/photos/${photoId}/image?size=thumb`)
    .set(f.users.creator.auth)
    .buffer(true)
    .expect(200);
  return {
    event: (await get(`/api/events/${f.eventId}`)).event,
    members: await get(`/api/events/${f.eventId}/members`),
    photos: await get(`/api/events/${f.eventId}/photos`),
    thumbnail: thumbnail.body as Buffer,
    costs: await get(`/api/events/${f.eventId}/costs`),
  };
}

/** An event with three members, a photo the worker processed and an expense split three ways. */
async function seedEvent(t: TestApp): Promise<{ f: EventFixture; photoId: string }> {
  const f = await createEventFixture(t, 'Backup Weekend');
  const photo = await uploadPhoto(t, f.users.attendee, f.eventId, await png(600, 400), 'Dock at dawn');
  expect((await processed(t, photo.id)).status).toBe('ready');
  await t
    .http()
    .post(`/api/events/${f.eventId}/expenses`)
    .set(f.users.attendee.auth)
    .send({
      title: 'Cabin',
      amount: 30000,
      currency: 'USD',
      spentOn: '2025-06-12',
      payers: [{ userId: f.users.attendee.id, amount: 30000 }],
      splitMode: 'equal',
      participants: [f.users.creator, f.users.admin, f.users.attendee].map((user) => ({ userId: user.id })),
    })
    .expect(201);
  return { f, photoId: photo.id };
}

/** The class name of the newest migration ("1795420000000-AccountTombstones.ts" → "AccountTombstones1795420000000"). */
const NEWEST_MIGRATION = (() => {
  const file = readdirSync(join(__dirname, '..', 'src', 'database', 'migrations'))
    .filter((entry) => /^\d+-\w+\.ts$/.test(entry))
    .sort()
    .at(-1)!;
  const [, timestamp, name] = /^(\d+)-(\w+)\.ts$/.exec(file)!;
  return `${name}${timestamp}`;
})();

const backupNameIn = (stdout: string) => /Backup (gatherly-[\d-]+) written/.exec(stdout)?.[1];

describe('Backups to a folder, from the local object store', () => {
  const source = databaseUrl('backup_source');
  const restored = databaseUrl('backup_restored');
  const folders: string[] = [];
  const folder = (label: string) => {
    const path = mkdtempSync(join(tmpdir(), `gatherly-${label}-`));
    folders.push(path);
    return path;
  };
  const dataDir = folder('backup-data');
  const backups = folder('backups');
  const appEnv = {
    DATABASE_URL: source,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `${TEST_QUEUE_PREFIX}-backup`,
    SMTP_URL: 'smtp://127.0.0.1:2525',
  };
  let t: TestApp | undefined;
  let worker: INestApplicationContext | undefined;
  let seeded: { f: EventFixture; photoId: string };
  let before: EventState;

  beforeAll(async () => {
    await prepareDatabase(source);
    t = await startTestApp(appEnv);
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), appEnv);
    seeded = await seedEvent(t);
    before = await eventState(t, seeded.f, seeded.photoId);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    for (const url of [source, restored]) await dropDatabase(url);
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('round-trips an event with its members, photos and costs into a new database and store', async () => {
    const backup = await cli({ DATABASE_URL: source, DATA_DIR: dataDir }, 'backup', '--to', backups);
    expect(backup).toMatchObject({ status: 0, stderr: '' });
    const name = backupNameIn(backup.stdout)!;
    expect(name).toBeDefined();
    expect(backup.stdout).not.toContain('never-printed-pw');

    const manifest = JSON.parse(readFileSync(join(backups, name, 'manifest.json'), 'utf8'));
    const stored = filesUnder(join(dataDir, 'objects'));
    expect(manifest).toMatchObject({
      format: 'gatherly-backup',
      formatVersion: 1,
      name,
      migration: { name: NEWEST_MIGRATION },
      database: { file: 'database.dump', bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      objects: { driver: 'local', count: stored.length },
    });
    expect(manifest.objects.files.map((file: { key: string }) => file.key)).toEqual(stored);
    expect(stored).toEqual(expect.arrayContaining([`photos/${seeded.photoId}/thumb.webp`]));

    // The source is gone (its app stopped); the backup alone brings the event back.
    await worker!.close();
    await t!.close();
    worker = t = undefined;
    await createEmptyDatabase(restored);
    const restoredData = folder('restored-data');
    const restore = await cli({ DATABASE_URL: restored, DATA_DIR: restoredData }, 'restore', name, '--from', backups);
    expect(restore).toMatchObject({ status: 0, stderr: '' });
    expect(restore.stdout).toContain(`Restored ${name}`);
    expect(restore.stdout).not.toContain('never-printed-pw');
    expect(filesUnder(join(restoredData, 'objects'))).toEqual(stored);

    const api = await startTestApp({ ...appEnv, DATABASE_URL: restored, DATA_DIR: restoredData });
    try {
      // The creator's session is in the restored database too: the same token works.
      const after = await eventState(api, seeded.f, seeded.photoId);
      expect(after).toEqual(before);
      expect(after.thumbnail.equals(before.thumbnail)).toBe(true);
      expect((after.costs as { balances: Array<{ net: number }> }).balances.map((b) => b.net).sort()).toEqual([
        -10000, -10000, 20000,
      ]);
    } finally {
      await api.close();
    }
  });

  it('keeps the newest N complete backups; an unfinished one is neither listed nor counted', async () => {
    const target = folder('backups-kept');
    const [first] = readdirSync(backups).filter((entry) => entry.startsWith('gatherly-'));
    for (const old of ['gatherly-2020-01-01-000000', 'gatherly-2020-01-02-000000']) {
      cpSync(join(backups, first!), join(target, old), { recursive: true });
    }
    // A backup cut short: files but no manifest.
    mkdirSync(join(target, 'gatherly-2020-01-03-000000'));
    const env = { DATABASE_URL: restored, DATA_DIR: folder('empty-data') };

    const backup = await cli(env, 'backup', '--to', target, '--keep', '2');
    expect(backup).toMatchObject({ status: 0, stderr: '' });
    const name = backupNameIn(backup.stdout)!;
    expect(backup.stdout).toContain('Deleted older backups: gatherly-2020-01-01-000000.');

    const list = await cli({ ...env, BACKUP_TARGET: target }, 'list-backups');
    expect(list.status).toBe(0);
    expect(
      list.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[0]),
    ).toEqual(['gatherly-2020-01-02-000000', name]);
    expect(readdirSync(target).sort()).toEqual(['gatherly-2020-01-02-000000', 'gatherly-2020-01-03-000000', name]);
  });

  it('refuses to restore into a database that is not empty, or into a store that is not, and changes nothing', async () => {
    const [name] = readdirSync(backups).filter((entry) => entry.startsWith('gatherly-'));
    const emptyData = folder('untouched-data');
    const intoFull = await cli({ DATABASE_URL: restored, DATA_DIR: emptyData }, 'restore', name!, '--from', backups);
    expect(intoFull.status).toBe(1);
    expect(intoFull.stderr).toMatch(/^The database postgres:\/\/postgres:\*\*\*@.+ is not empty \(\d+ tables/);
    expect(intoFull.stderr).not.toContain('never-printed-pw');
    expect(filesUnder(emptyData)).toEqual([]);

    const emptyDatabase = databaseUrl('backup_untouched');
    await createEmptyDatabase(emptyDatabase);
    try {
      const intoStore = await cli(
        { DATABASE_URL: emptyDatabase, DATA_DIR: dataDir },
        'restore',
        name!,
        '--from',
        backups,
      );
      expect(intoStore.status).toBe(1);
      expect(intoStore.stderr).toContain('The object store (the folder');
      expect(intoStore.stderr).toContain('is not empty. Restore only into an empty store');
      expect(await tableCount(emptyDatabase)).toBe(0);
    } finally {
      await dropDatabase(emptyDatabase);
    }
  });

  it('says which backups exist when asked for one that does not', async () => {
    const run = await cli(
      { DATABASE_URL: restored, DATA_DIR: dataDir },
      'restore',
      'gatherly-1999-01-01-000000',
      '--from',
      backups,
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `There is no complete backup named gatherly-1999-01-01-000000 in the folder ${backups} (see list-backups).\n`,
    );
  });

  it('says how to get pg_dump when it cannot be found', async () => {
    const run = await cli({ DATABASE_URL: source, DATA_DIR: dataDir, PATH: '' }, 'backup', '--to', folder('no-tools'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pg_dump was not found on PATH');
    expect(run.stderr).toContain('set PG_BIN_DIR');
    expect(run.stderr).toContain('The embedded PostgreSQL that `npm start` runs without a database has no pg_dump.');

    const wrongFolder = await cli({ DATABASE_URL: source, DATA_DIR: dataDir, PG_BIN_DIR: '/nowhere' }, 'backup');
    expect(wrongFolder.stderr).toBe('pg_dump was not found in PG_BIN_DIR (/nowhere).\n');
  });
});

describe('Backups to an S3 bucket, from the S3 object store', () => {
  const source = databaseUrl('backup_s3_source');
  const restored = databaseUrl('backup_s3_restored');
  let s3: S3rver;
  let s3Folder: string;
  let s3Env: Record<string, string>;
  let appEnv: Record<string, string>;
  let t: TestApp | undefined;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    s3Folder = mkdtempSync(join(tmpdir(), 'gatherly-backup-s3-'));
    const port = await freePort();
    s3 = new S3rver({
      address: '127.0.0.1',
      port,
      directory: s3Folder,
      silent: true,
      configureBuckets: ['gatherly', 'backups', 'restored'].map((name) => ({ name, configs: [] })),
    });
    await s3.run();
    s3Env = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'gatherly',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    appEnv = { ...s3Env, DATABASE_URL: source, QUEUE_PREFIX: `${TEST_QUEUE_PREFIX}-backup-s3` };
    await prepareDatabase(source);
    t = await startTestApp(appEnv);
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), appEnv);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await s3.close();
    for (const url of [source, restored]) await dropDatabase(url);
    rmSync(s3Folder, { recursive: true, force: true });
  });

  it('backs up to s3://bucket/prefix and restores into a new database and an empty bucket', async () => {
    const { f, photoId } = await seedEvent(t!);
    const before = await eventState(t!, f, photoId);

    const backup = await cli({ ...s3Env, DATABASE_URL: source }, 'backup', '--to', 's3://backups/nightly');
    expect(backup).toMatchObject({ status: 0, stderr: '' });
    const name = backupNameIn(backup.stdout)!;
    expect(backup.stdout).toContain(`written to s3://backups/nightly/: database`);

    const list = await cli({ ...s3Env, BACKUP_TARGET: 's3://backups/nightly' }, 'list-backups');
    expect(list.stdout).toMatch(new RegExp(`^${name} .+ objects`));

    // Into the bucket it came from: refused, as it is not empty.
    await createEmptyDatabase(restored);
    const refused = await cli({ ...s3Env, DATABASE_URL: restored }, 'restore', name, '--from', 's3://backups/nightly');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The object store (the bucket gatherly) is not empty.');

    await worker!.close();
    await t!.close();
    worker = t = undefined;
    const restoredEnv = { ...s3Env, S3_BUCKET: 'restored', DATABASE_URL: restored };
    const restore = await cli(restoredEnv, 'restore', name, '--from', 's3://backups/nightly');
    expect(restore).toMatchObject({ status: 0, stderr: '' });

    const api = await startTestApp({ ...appEnv, ...restoredEnv });
    try {
      const after = await eventState(api, f, photoId);
      expect(after).toEqual(before);
    } finally {
      await api.close();
    }
  });
});
