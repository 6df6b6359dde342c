import { Injectable } from '@nestjs/common';
import { describeWait, RetryLaterException } from '../../../common/errors/retry-later.exception';
import type { Db } from '../../../database/sql';
import { PlanUsageReadModel } from '../../subscriptions/plan-usage.read-model';
import { assertRoomForUpload } from './plan-storage';
import { MAX_UNATTACHED_UPLOADS, UNATTACHED_UPLOAD_GRACE_MS, UPLOAD_PURGE_INTERVAL_MS } from './upload-limits';
import { type UnattachedUploads, UploadsRepository } from './uploads.repository';

/**
 * Refuses an upload beyond the most a user may hold unattached. The oldest goes at the first purge after
 * its grace unless it is added to an event sooner: the wait is until then.
 */
export function assertUnderUploadCap(unattached: UnattachedUploads, now: number): void {
  if (unattached.uploads < MAX_UNATTACHED_UPLOADS || !unattached.oldestExpiresAt) return;
  const freedAt = unattached.oldestExpiresAt.getTime() + UNATTACHED_UPLOAD_GRACE_MS + UPLOAD_PURGE_INTERVAL_MS;
  const seconds = Math.max(1, Math.ceil((freedAt - now) / 1000));
  throw new RetryLaterException(
    `Too many uploads waiting: at most ${MAX_UNATTACHED_UPLOADS} files may wait to be added to an event. ` +
      `Add them, or try again in ${describeWait(seconds)}.`,
    seconds,
  );
}

/** Handing out an upload URL: the step where a file not yet a photo or a banner starts to count. */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly planUsage: PlanUsageReadModel,
  ) {}

  /**
   * Checks the user may hold one more upload, inside the transaction that creates it. The user's storage
   * lock is held until that transaction ends, so concurrent requests take turns and cannot pass a limit
   * together.
   */
  async reserve(tx: Db, userId: string): Promise<void> {
    const plan = await this.planUsage.ofUserLocked(tx, userId);
    const unattached = await this.uploads.unattachedOf(tx, userId);
    assertUnderUploadCap(unattached, Date.now());
    assertRoomForUpload(plan, unattached.reservedBytes);
  }
}
