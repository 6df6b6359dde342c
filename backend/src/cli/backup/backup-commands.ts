import formatBytes from 'bytes';
import { AppConfig } from '../../config/app-config';
import { validateEnvironment } from '../../config/environment';
import { findRunningDatabase, resolveDataDir } from '../../runtime/resolve-runtime';
import type { CliCommand } from '../parse-args';
import type { CliIo } from '../run-cli';
import { createBackup, pruneBackups } from './backup';
import { backupTarget } from './backup-target';
import { appObjectStore, s3Client } from './object-store';
import { readManifest, restoreBackup } from './restore';

export type BackupCommand = Extract<CliCommand, { name: 'backup' | 'list-backups' | 'restore' }>;

const size = (n: number) => formatBytes(n, { unitSeparator: ' ' }) ?? `${n} B`;

/** The app's own configuration, read as the API reads it, with DATA_DIR where `npm start` puts it. */
function configuration(io: CliIo): { config: AppConfig; s3: () => ReturnType<typeof s3Client> } {
  const env = validateEnvironment({ ...io.env, DATA_DIR: resolveDataDir(io.env) });
  const config = new AppConfig(env);
  // An s3:// target is reached with the object store's S3 settings, whichever driver stores the photos.
  const s3 = () =>
    s3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    });
  return { config, s3 };
}

export async function runBackupCommand(command: BackupCommand, io: CliIo): Promise<number> {
  const { config, s3 } = configuration(io);
  const cwd = io.env.INIT_CWD ?? process.cwd();
  const location = (command.name === 'backup' ? command.to : command.from) ?? config.backupTarget;
  const target = backupTarget(location, s3, cwd);
  const log = (line: string) => io.out(`${line}\n`);

  switch (command.name) {
    case 'list-backups': {
      const names = await target.list();
      if (names.length === 0) log(`No backups in ${target.description}.`);
      for (const name of names) {
        const { createdAt, database, objects } = await readManifest(target, name);
        log(
          `${name}  ${createdAt}  database ${size(database.bytes)}, ${objects.count} objects (${size(objects.bytes)})`,
        );
      }
      return 0;
    }
    case 'backup': {
      const store = appObjectStore(config.storage);
      const databaseUrl = await findRunningDatabase(io.env);
      const { manifest } = await createBackup(
        { databaseUrl, storage: config.storage, store, pgBinDir: config.pgBinDir, log },
        target,
      );
      log(
        `Backup ${manifest.name} written to ${target.description}: database ${size(manifest.database.bytes)}, ` +
          `${manifest.objects.count} objects (${size(manifest.objects.bytes)}).`,
      );
      const pruned = await pruneBackups(target, command.keep ?? config.backupKeep);
      if (pruned.length > 0) log(`Deleted older backups: ${pruned.join(', ')}.`);
      return 0;
    }
    case 'restore': {
      const store = appObjectStore(config.storage);
      const databaseUrl = await findRunningDatabase(io.env);
      const manifest = await restoreBackup(target, command.backup, {
        databaseUrl,
        store,
        pgBinDir: config.pgBinDir,
        log,
      });
      log(
        `Restored ${manifest.name} (taken ${manifest.createdAt}): the database and ${manifest.objects.count} objects. ` +
          'Start the app on them; it applies any newer migrations as it starts.',
      );
      return 0;
    }
  }
}
