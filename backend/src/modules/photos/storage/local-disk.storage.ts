import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageDriver, StoredObject } from './storage-driver';

/** A folder can go under a write only as often as it is deleted; a few tries outlast any real race. */
const MAX_CREATE_ATTEMPTS = 5;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

const uniqueSuffix = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Objects as files under one folder. The API serves the upload URL itself (UploadsController); the
 * worker reads the same folder, so API and worker share a disk (a volume in compose).
 */
export class LocalDiskStorage implements StorageDriver {
  constructor(
    private readonly directory: string,
    private readonly signUploadUrl: (uploadId: string, expiresAt: Date) => string,
  ) {}

  /** Resolves a key inside the folder; a key that would escape it is a programming error. */
  path(key: string): string {
    const root = resolve(this.directory);
    const file = resolve(root, key);
    if (!file.startsWith(root + sep)) throw new Error(`Object key outside storage: ${key}`);
    return file;
  }

  async uploadUrl(uploadId: string, _key: string, expiresAt: Date): Promise<string> {
    return this.signUploadUrl(uploadId, expiresAt);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      return { size: (await stat(this.path(key))).size };
    } catch {
      return null;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  /** Opened before it is answered: a file deleted meanwhile is missing here or read whole, never an error later. */
  async readStream(key: string): Promise<Readable | null> {
    try {
      return (await open(this.path(key), 'r')).createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Written to a temporary name first, so a reader never sees half a file. */
  async write(key: string, data: Buffer): Promise<void> {
    const file = this.path(key);
    const temporary = await this.createInFolder(`${file}.${process.pid}.${uniqueSuffix()}.part`, data);
    await rename(temporary, file);
  }

  /**
   * Removes the files, then each object's own folder once empty (`photos/<id>/`), so a deleted photo leaves
   * no trace. A folder every object of a kind shares (`uploads/`, `banners/`) stays: uploads are written
   * into it while others are deleted, and taking it away under a write fails that write.
   */
  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
    const root = resolve(this.directory);
    const ownFolders = new Set(
      keys.map((key) => dirname(this.path(key))).filter((folder) => relative(root, folder).includes(sep)),
    );
    await Promise.all([...ownFolders].map((folder) => rmdir(folder).catch(() => undefined)));
  }

  /** A fresh, empty temporary file for a streamed upload, beside its destination. */
  async temporaryFor(key: string): Promise<string> {
    const folder = dirname(this.path(key));
    return this.createInFolder(join(folder, `.${uniqueSuffix()}.part`));
  }

  /**
   * Creates a new file holding `data`, and its folder if need be. A photo's own folder goes with its last
   * file (`delete`); if it goes before the file exists, mkdir or the file's creation fails with ENOENT
   * (mkdir too: it checks a folder it found existing with a second call), and both are made again.
   */
  private async createInFolder(file: string, data: Buffer | string = ''): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, data, { flag: 'wx' });
        return file;
      } catch (error) {
        if (!isMissing(error) || attempt === MAX_CREATE_ATTEMPTS) throw error;
      }
    }
  }
}
