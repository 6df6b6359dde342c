import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, type JobPayload } from '../../../queues/jobs';
import { OnJob } from '../../../queues/on-job.decorator';
import { bannerUrl } from '../banners/banners.service';
import { bannerFile, photoFile } from '../photo-files';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver';
import { ImageRejectedError, processBanner, processPhoto } from './image-pipeline';
import { ImageProcessingRepository } from './image-processing.repository';

type Outcome = 'ready' | 'failed' | 'skipped';

/**
 * Turns uploads into served images. A file that is not a usable image marks its record failed with a
 * reason and completes the job (retrying cannot help); storage or database errors throw, so BullMQ
 * retries them. Every step can run twice: keys are fixed per record and the status update is
 * conditional.
 */
@Injectable()
export class ImageJobs {
  private readonly logger = new Logger(ImageJobs.name);

  constructor(
    private readonly images: ImageProcessingRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  @OnJob(JobName.Photo)
  async photo({ photoId }: JobPayload<JobName.Photo>): Promise<Outcome> {
    const photo = await this.images.photoSource(photoId);
    if (!photo || photo.status !== 'processing') return 'skipped';
    try {
      const result = await processPhoto(await this.storage.read(photo.objectPath));
      await Promise.all([
        this.storage.write(photoFile(photoId, 'thumb', null).key, result.thumb, 'image/webp'),
        this.storage.write(photoFile(photoId, 'preview', null).key, result.preview, 'image/jpeg'),
        this.storage.write(
          photoFile(photoId, 'original', result.originalFormat).key,
          result.original,
          photoFile(photoId, 'original', result.originalFormat).contentType,
        ),
      ]);
      await this.images.markPhotoReady(photoId, {
        width: result.width,
        height: result.height,
        originalFormat: result.originalFormat,
        sizeBytes: result.thumb.length + result.preview.length + result.original.length,
      });
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      await this.images.markPhotoFailed(photoId, error.message);
      this.logger.log(`Photo ${photoId} refused: ${error.message}`);
      await this.storage.delete([photo.objectPath]);
      return 'failed';
    }
    // The upload keeps the camera's metadata (GPS included): nothing is served from it, so it goes.
    await this.storage.delete([photo.objectPath]);
    return 'ready';
  }

  @OnJob(JobName.Banner)
  async banner({ bannerId }: JobPayload<JobName.Banner>): Promise<Outcome> {
    const banner = await this.images.bannerSource(bannerId);
    if (!banner || banner.status !== 'processing') return 'skipped';
    let stored: Buffer;
    try {
      stored = await processBanner(await this.storage.read(banner.objectPath));
      await this.storage.write(bannerFile(bannerId), stored, 'image/jpeg');
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      await this.images.markBannerFailed(bannerId, error.message);
      await this.storage.delete([banner.objectPath]);
      return 'failed';
    }
    await this.images.markBannerReady({ id: bannerId, eventId: banner.eventId }, stored.length, bannerUrl(bannerId));
    await this.storage.delete([banner.objectPath]);
    return 'ready';
  }
}
