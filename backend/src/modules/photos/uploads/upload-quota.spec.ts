import { ForbiddenException } from '@nestjs/common';
import { RetryLaterException } from '../../../common/errors/retry-later.exception';
import { assertRoomForUpload } from './plan-storage';
import { MAX_UPLOAD_BYTES } from './upload-limits';
import { assertUnderUploadCap } from './upload-quota';

const MB = 1024 * 1024;
const MINUTE = 60_000;

describe('Upload quota', () => {
  const now = Date.parse('2027-06-10T12:00:00Z');
  const waiting = (uploads: number, oldestInMs = 15 * MINUTE) => ({
    uploads,
    reservedBytes: 0,
    oldestExpiresAt: new Date(now + oldestInMs),
  });

  it('lets a user hold 20 uploads waiting to become photos, and says when the oldest goes', () => {
    expect(() => assertUnderUploadCap(waiting(19), now)).not.toThrow();
    let refusal: RetryLaterException | undefined;
    try {
      assertUnderUploadCap(waiting(20), now);
    } catch (error) {
      refusal = error as RetryLaterException;
    }
    expect(refusal).toBeInstanceOf(RetryLaterException);
    // Its link's 15 minutes, the 5 minutes of grace, and at most one purge interval.
    expect(refusal!.retryAfterSeconds).toBe(25 * 60);
    expect(refusal!.message).toBe(
      'Too many uploads waiting: at most 20 files may wait to be added to an event. Add them, or try again in 25 minutes.',
    );
    // Past its grace but not yet purged: soon.
    expect(() => assertUnderUploadCap(waiting(20, -60 * MINUTE), now)).toThrow(
      expect.objectContaining({ retryAfterSeconds: 1 }),
    );
  });

  it('counts what the plan stores, the uploads waiting and the new file at 10 MB against the storage limit', () => {
    const plan = { planName: 'Free', maxStorageMb: 500, storageBytes: 480 * MB };
    expect(() => assertRoomForUpload(plan, 20 * MB - MAX_UPLOAD_BYTES)).not.toThrow();
    expect(() => assertRoomForUpload(plan, 20 * MB - MAX_UPLOAD_BYTES + 1)).toThrow(
      new ForbiddenException(
        'Storage limit reached: the Free plan allows 500 MB of photos and banners, counting uploads not yet added to an event.',
      ),
    );
    expect(() => assertRoomForUpload({ ...plan, maxStorageMb: null }, 10_000 * MB)).not.toThrow();
  });
});
