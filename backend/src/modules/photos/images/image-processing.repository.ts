import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf } from '../../../database/sql';
import type { PhotoStatus } from '../photo.entity';

/** A photo's uploaded file and where its processing stands. */
export interface PhotoSource {
  objectPath: string;
  status: PhotoStatus;
}

/** A banner's uploaded file, its event and where its processing stands. */
export interface BannerSource extends PhotoSource {
  eventId: string;
}

/** What processing made of a photo. */
export interface ProcessedPhoto {
  width: number;
  height: number;
  originalFormat: string;
  /** The stored sizes together: what the plan's storage limit counts. */
  sizeBytes: number;
}

export interface StaleImage {
  kind: 'photo' | 'banner';
  id: string;
}

/**
 * Photos and banners as the image worker reads and settles them. Every write is conditional on the
 * record still processing, so a job that runs twice settles it once.
 */
@Injectable()
export class ImageProcessingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  photoSource(photoId: string): Promise<PhotoSource | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT "objectPath", status FROM photos WHERE id = $1`,
      values: [photoId],
    });
  }

  async markPhotoReady(photoId: string, result: ProcessedPhoto): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE photos SET status = 'ready', width = $2, height = $3, "originalFormat" = $4, "processedAt" = now(),
                    "sizeBytes" = $5
             WHERE id = $1 AND status = 'processing'`,
      values: [photoId, result.width, result.height, result.originalFormat, result.sizeBytes],
    });
  }

  async markPhotoFailed(photoId: string, reason: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE photos SET status = 'failed', "failureReason" = $2, "processedAt" = now() WHERE id = $1 AND status = 'processing'`,
      values: [photoId, reason],
    });
  }

  bannerSource(bannerId: string): Promise<BannerSource | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT "eventId", "objectPath", status FROM event_banners WHERE id = $1`,
      values: [bannerId],
    });
  }

  async markBannerFailed(bannerId: string, reason: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE event_banners SET status = 'failed', "failureReason" = $2 WHERE id = $1 AND status = 'processing'`,
      values: [bannerId, reason],
    });
  }

  /** The banner is ready and becomes its event's custom banner (at `url`) in one transaction. */
  async markBannerReady(banner: { id: string; eventId: string }, sizeBytes: number, url: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await affectedBy(tx, {
        text: `UPDATE event_banners SET status = 'ready', "sizeBytes" = $2 WHERE id = $1 AND status = 'processing'`,
        values: [banner.id, sizeBytes],
      });
      await affectedBy(tx, {
        text: `UPDATE events SET "bannerSettings" = jsonb_set("bannerSettings", '{customBannerImage}', to_jsonb($2::text)) WHERE id = $1`,
        values: [banner.eventId, url],
      });
    });
  }

  /**
   * Photos and banners still processing after `seconds`: their job was lost (the queue was down at
   * upload time, for instance). At most 500 a call.
   */
  processingLongerThan(seconds: number): Promise<StaleImage[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT 'photo' AS kind, id FROM photos WHERE status = 'processing' AND "uploadedAt" < now() - make_interval(secs => $1)
             UNION ALL
             SELECT 'banner', id FROM event_banners WHERE status = 'processing' AND "createdAt" < now() - make_interval(secs => $1)
             LIMIT 500`,
      values: [seconds],
    });
  }
}
