import { BackupError } from './postgres-tools';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.dump';
/** Object `key` is kept in a backup as `objects/<key>`. */
export const OBJECTS_FOLDER = 'objects';

const FORMAT = 'gatherly-backup';
/** Raised when a backup's layout changes; restore refuses versions it does not know. */
const FORMAT_VERSION = 1;

export interface BackedUpObject {
  key: string;
  bytes: number;
  sha256: string;
  contentType?: string;
}

/** What a backup holds, written last: a backup without it is unfinished and never counts. */
export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  name: string;
  /** When the database snapshot was taken; the objects were copied after it. */
  createdAt: string;
  completedAt: string;
  /** The schema's newest migration at the time: restore refuses a backup newer than its own code. */
  migration: { name: string; timestamp: number } | null;
  database: { file: string; bytes: number; sha256: string; serverVersion: string; format: 'pg_dump custom' };
  objects: { driver: 'local' | 's3'; count: number; bytes: number; files: BackedUpObject[] };
}

export type ManifestDraft = Omit<BackupManifest, 'format' | 'formatVersion'>;

export function manifestText(draft: ManifestDraft): string {
  const manifest: BackupManifest = { format: FORMAT, formatVersion: FORMAT_VERSION, ...draft };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function parseManifest(text: string, name: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupError(`The manifest of backup ${name} is not valid JSON.`);
  }
  if (manifest.format !== FORMAT) throw new BackupError(`${name} is not a Gatherly backup.`);
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `Backup ${name} has format version ${String(manifest.formatVersion)}; this version of Gatherly reads ` +
        `version ${FORMAT_VERSION}.`,
    );
  }
  return manifest as BackupManifest;
}

/** Names sort as they were made: `gatherly-2026-12-06-020000`, in UTC. */
export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `gatherly-${iso.slice(0, 10)}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

export const isBackupName = (name: string) => /^gatherly-\d{4}-\d{2}-\d{2}-\d{6}$/.test(name);
