import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { StorageDriver, StoredObject } from './storage-driver';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicEndpoint?: string;
}

/** HeadObject answers a bare 404 (NotFound), GetObject a NoSuchKey error. */
const isMissing = (error: unknown) =>
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '') ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Objects in an S3-compatible bucket, for deployments with several API instances. Browsers upload with
 * presigned PUT URLs straight to the bucket; the 10 MB limit and the image check are enforced when the
 * photo is created and again by the image worker, since a presigned PUT cannot bound its body.
 */
export class S3Storage implements StorageDriver {
  private readonly client: S3Client;
  /** Signs upload URLs for the address browsers use; the signature covers its host and path. */
  private readonly presigner: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = this.clientFor(settings.endpoint);
    this.presigner = settings.publicEndpoint ? this.clientFor(settings.publicEndpoint) : this.client;
  }

  private clientFor(endpoint: string | undefined): S3Client {
    const { region, forcePathStyle, accessKeyId, secretAccessKey } = this.settings;
    return new S3Client({
      region,
      endpoint,
      forcePathStyle,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
  }

  uploadUrl(_uploadId: string, key: string, expiresAt: Date): Promise<string> {
    const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(this.presigner, new PutObjectCommand({ Bucket: this.settings.bucket, Key: key }), {
      expiresIn,
    });
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async readStream(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data, ContentType: contentType }),
    );
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }),
    );
  }
}
