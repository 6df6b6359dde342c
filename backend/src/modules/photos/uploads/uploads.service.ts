import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../../../config/app-config';
import { SNIFF_BYTES, sniffImageType } from '../images/image-type';
import { LocalDiskStorage } from '../storage/local-disk.storage';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver';
import { MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_MS } from './upload-limits';
import { UploadQuota } from './upload-quota';
import { isValidUploadSignature } from './upload-signature';
import { UploadsRepository } from './uploads.repository';

export const NOT_AN_IMAGE = 'Only image files (JPEG, PNG, GIF, WebP or AVIF) can be uploaded';
export const TOO_LARGE = 'The file is larger than 10 MB';
export const INTERRUPTED = 'The upload stopped before the whole file arrived';

export interface UploadTarget {
  uploadURL: string;
  objectPath: string;
}

class UploadRefused extends Error {
  constructor(readonly status: 413 | 415) {
    super(status === 413 ? TOO_LARGE : NOT_AN_IMAGE);
  }
}

/** How a request body fails when its client stops sending: the connection went before the end. */
const clientStopped = (error: unknown) =>
  ['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Counts bytes and checks the first ones, failing the stream as soon as either rule is broken. */
function imageGate(): Transform {
  let seen = 0;
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > MAX_UPLOAD_BYTES) return callback(new UploadRefused(413));
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) {
          if (!sniffImageType(head)) return callback(new UploadRefused(415));
          head = null;
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(head ? new UploadRefused(415) : null);
    },
  });
}

@Injectable()
export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly config: AppConfig,
    private readonly quota: UploadQuota,
  ) {}

  /** A signed, 15-minute, single-use upload URL for the caller, when their quota has room for it. */
  async createTarget(userId: string): Promise<UploadTarget> {
    const id = randomUUID();
    const objectKey = `uploads/${id}`;
    const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_MS);
    await this.uploads.create({ id, userId, objectKey, expiresAt }, (tx) => this.quota.reserve(tx, userId));
    return { uploadURL: await this.storage.uploadUrl(id, objectKey, expiresAt), objectPath: objectKey };
  }

  /**
   * Uploads whose link expired without the file becoming a photo or a banner: their files and rows go
   * minutes later (upload-limits.ts), so they neither fill the disk nor hold their owner's quota.
   */
  async purgeExpired(): Promise<number> {
    const expired = await this.uploads.deleteExpired();
    if (expired.length > 0) await this.storage.delete(expired);
    return expired.length;
  }

  /**
   * The local driver's upload endpoint: checks the signature and expiry, claims the upload once, then
   * streams the body to disk through the size and image checks. A refused file leaves nothing behind.
   */
  async receive(
    uploadId: string,
    expires: number,
    signature: string,
    body: Readable,
    declaredLength?: number,
  ): Promise<void> {
    if (!(this.storage instanceof LocalDiskStorage)) throw new NotFoundException('Not found');
    if (!isValidUploadSignature(this.config.authSecret, uploadId, expires, signature)) {
      throw new ForbiddenException('This upload link is not valid');
    }
    if (expires < Date.now()) throw new GoneException('This upload link has expired');
    const objectKey = await this.uploads.claimForReceiving(uploadId);
    if (!objectKey) throw new ConflictException('This upload link was already used');

    // Claimed: from here on any failure must refuse the upload, or it stays receiving.
    let temporary: string | undefined;
    try {
      if (declaredLength !== undefined && declaredLength > MAX_UPLOAD_BYTES) throw new UploadRefused(413);
      temporary = await this.storage.temporaryFor(objectKey);
      const gate = imageGate();
      let size = 0;
      gate.on('data', (chunk: Buffer) => (size += chunk.length));
      await pipeline(body, gate, createWriteStream(temporary));
      await rename(temporary, this.storage.path(objectKey));
      await this.uploads.markReceived(uploadId, size);
    } catch (error) {
      if (temporary) await rm(temporary, { force: true });
      await this.uploads.markRefused(uploadId);
      if (error instanceof UploadRefused) {
        // Stop reading what the client still sends; the answer is already decided.
        body.resume();
        throw error.status === 413
          ? new PayloadTooLargeException(TOO_LARGE)
          : new UnsupportedMediaTypeException(NOT_AN_IMAGE);
      }
      if (clientStopped(error)) throw new BadRequestException(INTERRUPTED);
      throw error;
    }
  }
}
