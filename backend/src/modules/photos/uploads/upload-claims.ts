import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver';
import { TOO_LARGE } from './uploads.service';
import { MAX_UPLOAD_BYTES } from './upload-limits';

/** Spending an upload: the step where a file becomes a photo or a banner. */
@Injectable()
export class UploadClaims {
  constructor(@Inject(STORAGE_DRIVER) private readonly storage: StorageDriver) {}

  /**
   * Marks the caller's upload used, inside the caller's transaction. Another user's upload looks like
   * an unknown one; a spent upload is a conflict; a missing or oversized file is refused.
   */
  async spend(manager: EntityManager, objectKey: string, userId: string): Promise<{ size: number }> {
    const [upload] = (await manager.query(
      `SELECT id, status FROM uploads WHERE "objectKey" = $1 AND "userId" = $2 FOR UPDATE`,
      [objectKey, userId],
    )) as Array<{ id: string; status: string }>;
    if (!upload) throw new NotFoundException('Upload not found');
    if (upload.status === 'used') throw new ConflictException('This upload was already used');
    if (upload.status === 'refused' || upload.status === 'receiving') {
      throw new BadRequestException('The file of this upload was not received');
    }
    const stored = await this.storage.stat(objectKey);
    if (!stored) throw new BadRequestException('The file of this upload was not received');
    if (stored.size > MAX_UPLOAD_BYTES) {
      await this.storage.delete([objectKey]);
      throw new PayloadTooLargeException(TOO_LARGE);
    }
    await manager.query(`UPDATE uploads SET status = 'used', "sizeBytes" = $2 WHERE id = $1`, [upload.id, stored.size]);
    return { size: stored.size };
  }
}
