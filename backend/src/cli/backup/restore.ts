import { maskUrl } from '../../runtime/mask-url';
import { type BackupManifest, MANIFEST_FILE, OBJECTS_FOLDER, parseManifest } from './backup-manifest';
import { eachAtOnce, fileDigest, sha256 } from './backup';
import type { BackupTarget } from './backup-target';
import { databaseFacts } from './database-facts.repository';
import { isEmpty, type ObjectStore } from './object-store';
import { BackupError, findTool, libpqConnection, newestKnownMigration, runTool } from './postgres-tools';

const COPY_CONCURRENCY = 8;

export interface RestoreDestination {
  databaseUrl: string;
  store: ObjectStore;
  pgBinDir: string | null;
  log: (line: string) => void;
}

export async function readManifest(target: BackupTarget, name: string): Promise<BackupManifest> {
  if (!(await target.list()).includes(name)) {
    throw new BackupError(`There is no complete backup named ${name} in ${target.description} (see list-backups).`);
  }
  return parseManifest((await target.read(name, MANIFEST_FILE)).toString('utf8'), name);
}

/**
 * Brings a backup back into an empty database and an empty object store; both are checked before
 * anything is written, and every file against its checksum before it is used. pg_restore runs in one
 * transaction, so a failed restore leaves the database empty.
 */
export async function restoreBackup(
  target: BackupTarget,
  name: string,
  destination: RestoreDestination,
): Promise<BackupManifest> {
  const { databaseUrl, store, log } = destination;
  const pgRestore = findTool('pg_restore', destination.pgBinDir);
  const manifest = await readManifest(target, name);
  if (manifest.migration && manifest.migration.timestamp > newestKnownMigration()) {
    throw new BackupError(
      `Backup ${name} was made by a newer version of Gatherly (migration ${manifest.migration.name}): restore ` +
        'it with that version or a later one.',
    );
  }
  const facts = await databaseFacts(databaseUrl);
  if (facts.relations > 0) {
    throw new BackupError(
      `The database ${maskUrl(databaseUrl)} is not empty (${facts.relations} tables, views or sequences). ` +
        'Restore only into an empty database: create a new one and point DATABASE_URL at it.',
    );
  }
  if (!(await isEmpty(store))) {
    throw new BackupError(
      `The object store (${store.description}) is not empty. Restore only into an empty store: a new bucket or ` +
        'folder (STORAGE_DRIVER, S3_BUCKET or DATA_DIR).',
    );
  }

  log(`Restoring the database of ${name} into ${maskUrl(databaseUrl)}…`);
  const dump = await target.localCopy(name, manifest.database.file);
  try {
    const digest = await fileDigest(dump.path);
    if (digest.sha256 !== manifest.database.sha256) {
      throw new BackupError(`The database dump of ${name} does not match its checksum: the backup is damaged.`);
    }
    const { url, env } = libpqConnection(databaseUrl);
    await runTool(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--no-password',
        `--dbname=${url}`,
        dump.path,
      ],
      env,
    );
  } finally {
    await dump.release();
  }

  log(`Restoring ${manifest.objects.count} objects into ${store.description}…`);
  let restored = 0;
  try {
    await eachAtOnce(manifest.objects.files, COPY_CONCURRENCY, async (file) => {
      const data = await target.read(name, `${OBJECTS_FOLDER}/${file.key}`);
      if (sha256(data) !== file.sha256) {
        throw new BackupError(`The object ${file.key} of ${name} does not match its checksum: the backup is damaged.`);
      }
      await store.write(file.key, { data, contentType: file.contentType });
      restored++;
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${reason}\nThe database was restored but only ${restored} of ${manifest.objects.count} objects were: empty ` +
        'both and restore again.',
    );
  }
  return manifest;
}
