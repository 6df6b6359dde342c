import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
}

/**
 * Where uploads and processed images live. Keys are paths such as `uploads/<id>` or
 * `photos/<id>/thumb.webp`; they never come from the client.
 */
export interface StorageDriver {
  /** A URL the browser PUTs one file to, valid until `expiresAt`. */
  uploadUrl(uploadId: string, key: string, expiresAt: Date): Promise<string>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string): Promise<Buffer>;
  /** The object's bytes, or null when there is no such object. */
  readStream(key: string): Promise<Readable | null>;
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(keys: string[]): Promise<void>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
