import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Db } from '../../../database/sql';
import { PlanUsageReadModel } from '../../subscriptions/plan-usage.read-model';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver';
import { assertRoomFor } from './plan-storage';
import { TOO_LARGE } from './uploads.service';
import { UploadsRepository } from './uploads.repository';
import { MAX_UPLOAD_BYTES } from './upload-limits';

/** Spending an upload: the step where a file becomes a photo or a banner. */
@Injectable()
export class UploadClaims {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly uploads: UploadsRepository,
    private readonly planUsage: PlanUsageReadModel,
  ) {}

  /**
   * Spends the caller's upload for a new photo or banner of the event and checks the event's plan has
   * room for the file, inside the transaction that adds it. Answers the file's size.
   */
  async admit(
    tx: Db,
    caller: { eventId: string; userId: string },
    objectKey: string,
    kind: 'photo' | 'banner',
  ): Promise<number> {
    const { size } = await this.spend(tx, objectKey, caller.userId);
    assertRoomFor(await this.planUsage.ofEventLocked(tx, caller.eventId), size, kind);
    return size;
  }

  /**
   * Marks the caller's upload used, inside the caller's transaction. Another user's upload looks like
   * an unknown one; a spent upload is a conflict; a missing or oversized file is refused.
   */
  async spend(tx: Db, objectKey: string, userId: string): Promise<{ size: number }> {
    const upload = await this.uploads.lockOwned(tx, objectKey, userId);
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
    await this.uploads.markUsed(tx, upload.id, stored.size);
    return { size: stored.size };
  }
}
