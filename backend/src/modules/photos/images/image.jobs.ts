import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '../../../queues/jobs';
import { OnJob } from '../../../queues/on-job.decorator';
import { bannerUrl } from '../banners/banners.service';
import { bannerFile, photoFile } from '../photo-files';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver';
import { ImageRejectedError, processBanner, processPhoto } from './image-pipeline';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  @OnJob(JobName.Photo)
  async photo({ photoId }: JobPayload<JobName.Photo>): Promise<Outcome> {
    const [photo] = (await this.dataSource.query(`SELECT "objectPath", status FROM photos WHERE id = $1`, [
      photoId,
    ])) as Array<{
      objectPath: string;
      status: string;
    }>;
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
      await this.dataSource.query(
        `UPDATE photos SET status = 'ready', width = $2, height = $3, "originalFormat" = $4, "processedAt" = now(),
                "sizeBytes" = $5
         WHERE id = $1 AND status = 'processing'`,
        [
          photoId,
          result.width,
          result.height,
          result.originalFormat,
          result.thumb.length + result.preview.length + result.original.length,
        ],
      );
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      await this.dataSource.query(
        `UPDATE photos SET status = 'failed', "failureReason" = $2, "processedAt" = now() WHERE id = $1 AND status = 'processing'`,
        [photoId, error.message],
      );
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
    const [banner] = (await this.dataSource.query(
      `SELECT "eventId", "objectPath", status FROM event_banners WHERE id = $1`,
      [bannerId],
    )) as Array<{ eventId: string; objectPath: string; status: string }>;
    if (!banner || banner.status !== 'processing') return 'skipped';
    let stored: Buffer;
    try {
      stored = await processBanner(await this.storage.read(banner.objectPath));
      await this.storage.write(bannerFile(bannerId), stored, 'image/jpeg');
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      await this.dataSource.query(
        `UPDATE event_banners SET status = 'failed', "failureReason" = $2 WHERE id = $1 AND status = 'processing'`,
        [bannerId, error.message],
      );
      await this.storage.delete([banner.objectPath]);
      return 'failed';
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE event_banners SET status = 'ready', "sizeBytes" = $2 WHERE id = $1 AND status = 'processing'`,
        [bannerId, stored.length],
      );
      await manager.query(
        `UPDATE events SET "bannerSettings" = jsonb_set("bannerSettings", '{customBannerImage}', to_jsonb($2::text)) WHERE id = $1`,
        [banner.eventId, bannerUrl(bannerId)],
      );
    });
    await this.storage.delete([banner.objectPath]);
    return 'ready';
  }
}
