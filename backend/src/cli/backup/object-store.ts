import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { StorageConfig } from '../../config/app-config';
import { LocalDiskStorage } from '../../modules/photos/storage/local-disk.storage';
import type { S3Settings } from '../../modules/photos/storage/s3.storage';

export interface StoredFile {
  key: string;
  bytes: number;
}

/** Stored bytes, with the type S3 gave them (local files have none). */
export interface ObjectBody {
  data: Buffer;
  contentType?: string;
}

/**
 * The app's object store as a whole, for copying it into a backup and back: every key, not only those the
 * database names, so a backup holds the store as it was.
 */
export interface ObjectStore {
  readonly description: string;
  list(): AsyncIterable<StoredFile>;
  /** null when the object went since it was listed. */
  read(key: string): Promise<ObjectBody | null>;
  write(key: string, body: ObjectBody): Promise<void>;
}

export function s3Client(settings: Omit<S3Settings, 'bucket' | 'publicEndpoint'>): S3Client {
  const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The dump is streamed up from a file; with checksums by default the SDK would send it aws-chunked,
    // which several S3-compatible stores keep as it came, framing and all. The manifest has checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Files a write is still making (LocalDiskStorage's `.part` names) are not objects yet. */
const isObjectFile = (name: string) => !name.endsWith('.part');

class LocalObjectStore implements ObjectStore {
  readonly description: string;
  private readonly storage: LocalDiskStorage;

  constructor(private readonly directory: string) {
    this.description = `the folder ${directory}`;
    // Restoring writes through the driver, so objects appear whole under their names as the app writes them.
    this.storage = new LocalDiskStorage(directory, () => {
      throw new Error('Backups sign no upload URLs');
    });
  }

  async *list(): AsyncIterable<StoredFile> {
    const entries = await readdir(this.directory, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    const files = entries
      .filter((entry) => entry.isFile() && isObjectFile(entry.name))
      .map((entry) => relative(this.directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
    for (const key of files) {
      const file = await stat(this.storage.path(key)).catch(() => null);
      // Deleted since the listing: it is not part of the store any more.
      if (file) yield { key, bytes: file.size };
    }
  }

  async read(key: string): Promise<ObjectBody | null> {
    const data = await this.storage.read(key).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return data && { data };
  }

  async write(key: string, body: ObjectBody): Promise<void> {
    await this.storage.write(key, body.data);
  }
}

class S3ObjectStore implements ObjectStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.description = `the bucket ${settings.bucket}`;
    this.client = s3Client(settings);
  }

  async *list(): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, bytes: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async read(key: string): Promise<ObjectBody | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { data: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async write(key: string, body: ObjectBody): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body.data, ContentType: body.contentType }),
    );
  }
}

/** The store the app is configured with (STORAGE_DRIVER and its settings). */
export function appObjectStore(storage: StorageConfig): ObjectStore {
  return storage.driver === 's3' ? new S3ObjectStore(storage) : new LocalObjectStore(storage.directory);
}

/** Whether the store holds any object: a restore only fills an empty one. */
export async function isEmpty(store: ObjectStore): Promise<boolean> {
  for await (const _file of store.list()) return false;
  return true;
}
