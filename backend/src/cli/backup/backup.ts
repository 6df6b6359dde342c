import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { StorageConfig } from '../../config/app-config';
import {
  type BackedUpObject,
  type BackupManifest,
  backupName,
  DATABASE_FILE,
  manifestText,
  OBJECTS_FOLDER,
} from './backup-manifest';
import type { BackupTarget } from './backup-target';
import { databaseFacts } from './database-facts.repository';
import type { ObjectStore } from './object-store';
import { BackupError, findTool, libpqConnection, runTool, toolMajorVersion } from './postgres-tools';

/** Objects copied at once: enough to hide S3's latency, few enough for a small machine. */
const COPY_CONCURRENCY = 8;

export interface BackupSources {
  databaseUrl: string;
  storage: StorageConfig;
  store: ObjectStore;
  pgBinDir: string | null;
  log: (line: string) => void;
  now?: () => Date;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function fileDigest(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Runs `work` on every item, `concurrency` at a time, and answers the results in the items' order. */
export async function eachAtOnce<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}

/**
 * One backup: pg_dump's snapshot of the database (one transaction, so consistent in itself), then every
 * object of the store. Objects are copied after the snapshot, so every photo the snapshot names is there
 * unless deleted in between; objects uploaded meanwhile come along unnamed, and do no harm.
 */
export async function createBackup(
  sources: BackupSources,
  target: BackupTarget,
): Promise<{ manifest: BackupManifest; target: BackupTarget }> {
  const pgDump = findTool('pg_dump', sources.pgBinDir);
  const facts = await databaseFacts(sources.databaseUrl);
  const toolMajor = await toolMajorVersion(pgDump);
  if (toolMajor < facts.serverMajor) {
    throw new BackupError(
      `${pgDump} is version ${toolMajor} and cannot dump PostgreSQL ${facts.serverVersion}: install the client ` +
        `tools of version ${facts.serverMajor} or newer, or point PG_BIN_DIR at them.`,
    );
  }
  const createdAt = (sources.now ?? (() => new Date()))();
  const name = backupName(createdAt);
  const draft = await target.begin(name);
  try {
    sources.log(`Dumping the database into ${name}…`);
    const dump = await draft.localFile(DATABASE_FILE);
    let database: BackupManifest['database'];
    try {
      const { url, env } = libpqConnection(sources.databaseUrl);
      await runTool(pgDump, ['--format=custom', '--no-password', `--file=${dump.path}`, `--dbname=${url}`], env);
      database = {
        file: DATABASE_FILE,
        ...(await fileDigest(dump.path)),
        serverVersion: facts.serverVersion,
        format: 'pg_dump custom',
      };
      await dump.keep();
    } finally {
      await dump.release();
    }

    sources.log(`Copying the objects of ${sources.store.description}…`);
    const listed: string[] = [];
    for await (const file of sources.store.list()) listed.push(file.key);
    const copied = await eachAtOnce(listed, COPY_CONCURRENCY, async (key): Promise<BackedUpObject | null> => {
      const body = await sources.store.read(key);
      if (!body) return null;
      await draft.write(`${OBJECTS_FOLDER}/${key}`, body.data);
      return {
        key,
        bytes: body.data.length,
        sha256: sha256(body.data),
        ...(body.contentType ? { contentType: body.contentType } : {}),
      };
    });
    const files = copied.filter((file): file is BackedUpObject => file !== null);

    const manifest = {
      name,
      createdAt: createdAt.toISOString(),
      completedAt: new Date().toISOString(),
      migration: facts.migration,
      database,
      objects: {
        driver: sources.storage.driver,
        count: files.length,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        files,
      },
    };
    await draft.commit(manifestText(manifest));
    return { manifest: { format: 'gatherly-backup', formatVersion: 1, ...manifest }, target };
  } catch (error) {
    await draft.abort().catch(() => undefined);
    throw error;
  }
}

/** Deletes all but the newest `keep` complete backups; answers the names deleted. */
export async function pruneBackups(target: BackupTarget, keep: number): Promise<string[]> {
  const complete = await target.list();
  const doomed = complete.slice(0, Math.max(0, complete.length - keep));
  for (const name of doomed) await target.remove(name);
  return doomed;
}
