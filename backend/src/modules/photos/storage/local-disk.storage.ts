import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageDriver, StoredObject } from './storage-driver';

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

  async readStream(key: string): Promise<Readable | null> {
    return (await this.stat(key)) ? createReadStream(this.path(key)) : null;
  }

  /** Written to a temporary name first, so a reader never sees half a file. */
  async write(key: string, data: Buffer): Promise<void> {
    const file = this.path(key);
    const temporary = await this.createInFolder(`${file}.${process.pid}.${uniqueSuffix()}.part`, data);
    await rename(temporary, file);
  }

  /** Removes the files and then their folders once empty, so a deleted photo leaves no trace. */
  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
    const folders = new Set(keys.map((key) => dirname(this.path(key))));
    await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
  }

  /** A fresh, empty temporary file for a streamed upload, beside its destination. */
  async temporaryFor(key: string): Promise<string> {
    const folder = dirname(this.path(key));
    return this.createInFolder(join(folder, `.${uniqueSuffix()}.part`));
  }

  /**
   * Creates a new file holding `data`, and its folder if need be. `delete` removes a folder it has emptied
   * (every upload shares `uploads/`): between creating the folder and the file, the image worker's removal
   * of the last processed upload took the folder away, and the upload being received failed with ENOENT (a
   * 500). Once the file exists the folder is not empty and stays; if it went first, it is created again.
   */
  private async createInFolder(file: string, data: Buffer | string = ''): Promise<string> {
    for (;;) {
      await mkdir(dirname(file), { recursive: true });
      try {
        await writeFile(file, data, { flag: 'wx' });
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}
