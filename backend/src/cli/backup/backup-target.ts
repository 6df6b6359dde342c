import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isBackupName, MANIFEST_FILE } from './backup-manifest';
import { BackupError } from './postgres-tools';

/** A file of a backup in progress, or a local copy of one being restored. */
export interface LocalFile {
  path: string;
  /** Removes a temporary copy; a no-op for a file the target keeps. */
  release(): Promise<void>;
}

/** A backup being written: nothing of it counts until `commit` writes its manifest. */
export interface BackupDraft {
  write(path: string, data: Buffer): Promise<void>;
  /** A local file to write `path` into (pg_dump's output); `keep` stores it in the backup. */
  localFile(path: string): Promise<LocalFile & { keep(): Promise<void> }>;
  commit(manifest: string): Promise<void>;
  abort(): Promise<void>;
}

/** Where backups live: a folder, or a prefix in an S3 bucket. */
export interface BackupTarget {
  readonly description: string;
  /** The complete backups' names, oldest first. */
  list(): Promise<string[]>;
  begin(name: string): Promise<BackupDraft>;
  read(name: string, path: string): Promise<Buffer>;
  /** `path` of a backup as a local file, for pg_restore. */
  localCopy(name: string, path: string): Promise<LocalFile>;
  remove(name: string): Promise<void>;
}

/** A path inside a backup, checked so an odd object key can never write outside it. */
function inside(root: string, path: string): string {
  const file = resolve(root, path);
  if (!file.startsWith(resolve(root) + sep)) throw new BackupError(`Refusing a path outside the backup: ${path}`);
  return file;
}

class FolderTarget implements BackupTarget {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `the folder ${root}`;
  }

  async list(): Promise<string[]> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const names = entries.filter((entry) => entry.isDirectory() && isBackupName(entry.name)).map((e) => e.name);
    const complete = await Promise.all(
      names.map((name) =>
        stat(join(this.root, name, MANIFEST_FILE)).then(
          () => name,
          () => null,
        ),
      ),
    );
    return complete.filter((name): name is string => name !== null).sort();
  }

  async begin(name: string): Promise<BackupDraft> {
    const final = join(this.root, name);
    if (
      await stat(final).then(
        () => true,
        () => false,
      )
    )
      throw new BackupError(`Backup ${name} already exists.`);
    // Written under a hidden name, then renamed whole: a backup cut short never looks like one.
    const draft = join(this.root, `.${name}.partial`);
    await mkdir(this.root, { recursive: true });
    await mkdir(draft);
    const write = async (path: string, data: Buffer | string) => {
      const file = inside(draft, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    };
    return {
      write,
      localFile: async (path) => ({
        path: inside(draft, path),
        release: async () => undefined,
        keep: async () => undefined,
      }),
      commit: async (manifest) => {
        await write(MANIFEST_FILE, manifest);
        await rename(draft, final);
      },
      abort: () => rm(draft, { recursive: true, force: true }),
    };
  }

  read(name: string, path: string): Promise<Buffer> {
    return readFile(inside(join(this.root, name), path));
  }

  async localCopy(name: string, path: string): Promise<LocalFile> {
    return { path: inside(join(this.root, name), path), release: async () => undefined };
  }

  async remove(name: string): Promise<void> {
    // Out of the list at once, then deleted.
    const doomed = join(this.root, `.${name}.deleting`);
    await rename(join(this.root, name), doomed);
    await rm(doomed, { recursive: true, force: true });
  }
}

class S3Target implements BackupTarget {
  readonly description: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    this.description = `s3://${bucket}/${prefix}`;
  }

  private key(name: string, path = ''): string {
    return `${this.prefix}${name}/${path}`;
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const common of page.CommonPrefixes ?? []) {
        const name = common.Prefix?.slice(this.prefix.length, -1);
        if (name && isBackupName(name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const complete = await Promise.all(
      names.map((name) =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name, MANIFEST_FILE) })).then(
          () => name,
          () => null,
        ),
      ),
    );
    return complete.filter((name): name is string => name !== null).sort();
  }

  async begin(name: string): Promise<BackupDraft> {
    if ((await this.list()).includes(name)) throw new BackupError(`Backup ${name} already exists.`);
    // S3 has no rename: the manifest, written last, is what makes a backup complete.
    const write = async (path: string, data: Buffer | string) => {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(name, path), Body: data }));
    };
    return {
      write,
      localFile: async (path) => {
        const folder = await mkdtemp(join(tmpdir(), 'gatherly-backup-'));
        const file = join(folder, 'file');
        const release = () => rm(folder, { recursive: true, force: true });
        return {
          path: file,
          release,
          keep: async () => {
            const { size } = await stat(file);
            await this.client.send(
              new PutObjectCommand({
                Bucket: this.bucket,
                Key: this.key(name, path),
                Body: createReadStream(file),
                ContentLength: size,
              }),
            );
          },
        };
      },
      commit: (manifest) => write(MANIFEST_FILE, manifest),
      abort: () => this.deleteAll(name),
    };
  }

  async read(name: string, path: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name, path) }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async localCopy(name: string, path: string): Promise<LocalFile> {
    const folder = await mkdtemp(join(tmpdir(), 'gatherly-restore-'));
    const file = join(folder, 'file');
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name, path) }));
    await pipeline(object.Body as Readable, createWriteStream(file));
    return { path: file, release: () => rm(folder, { recursive: true, force: true }) };
  }

  async remove(name: string): Promise<void> {
    // The manifest first: the backup stops counting before its files go.
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: [{ Key: this.key(name, MANIFEST_FILE) }] } }),
    );
    await this.deleteAll(name);
  }

  private async deleteAll(name: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.key(name), ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys } }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

/**
 * `s3://bucket/prefix` or a folder; a relative folder is taken from where the command was typed (npm runs
 * scripts in the workspace's folder and says where it started in INIT_CWD).
 */
export function backupTarget(location: string, s3: () => S3Client, cwd: string): BackupTarget {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (match) {
    const prefix = match[2]!.replace(/\/*$/, '');
    return new S3Target(s3(), match[1]!, prefix ? `${prefix}/` : '');
  }
  return new FolderTarget(isAbsolute(location) ? location : resolve(cwd, location));
}
