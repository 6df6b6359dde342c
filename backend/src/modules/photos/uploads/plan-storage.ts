import { ForbiddenException } from '@nestjs/common';
import type { EventPhotoUsage, UserStorageUsage } from '../../subscriptions/plan-usage.read-model';
import { MAX_UPLOAD_BYTES } from './upload-limits';

const MB = 1024 * 1024;

/**
 * The event creator's plan limits on photos: refuses a file that would pass them. `usage` is read with
 * the creator's lock held, in the transaction that adds the file (PlanUsageReadModel.ofEventLocked);
 * there is nothing to check without it (no such event).
 */
export function assertRoomFor(usage: EventPhotoUsage | undefined, bytes: number, kind: 'photo' | 'banner'): void {
  if (!usage) return;
  const { planName, maxPhotosPerEvent, maxStorageMb } = usage;
  if (kind === 'photo' && maxPhotosPerEvent !== null && usage.photos >= maxPhotosPerEvent) {
    throw new ForbiddenException(
      `Photo limit reached: the ${planName} plan allows ${maxPhotosPerEvent} photos per event.`,
    );
  }
  if (maxStorageMb !== null && usage.storageBytes + bytes > maxStorageMb * MB) {
    throw new ForbiddenException(
      `Storage limit reached: the ${planName} plan allows ${maxStorageMb} MB of photos and banners.`,
    );
  }
}

/**
 * The uploader's own plan limit on storage, when they ask for an upload URL: what their events store,
 * their uploads not yet added to an event (`reservedBytes`) and the new file at the most it may be must
 * fit. `usage` is read with the user's storage lock held (PlanUsageReadModel.ofUserLocked).
 */
export function assertRoomForUpload(usage: UserStorageUsage | undefined, reservedBytes: number): void {
  if (!usage || usage.maxStorageMb === null) return;
  const { planName, maxStorageMb } = usage;
  if (usage.storageBytes + reservedBytes + MAX_UPLOAD_BYTES > maxStorageMb * MB) {
    throw new ForbiddenException(
      `Storage limit reached: the ${planName} plan allows ${maxStorageMb} MB of photos and banners, counting uploads not yet added to an event.`,
    );
  }
}
