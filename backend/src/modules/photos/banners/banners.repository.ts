import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, firstRow } from '../../../database/sql';

export interface NewBanner {
  eventId: string;
  uploadedBy: string;
  objectPath: string;
}

/** What the carousel is made of: the custom banner's URL and the photos in slide order. */
export interface SlideSources {
  custom: string | null;
  photos: Array<{ id: string; caption: string | null; isFeatured: boolean; votes: number }>;
}

@Injectable()
export class BannersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds a banner, to be processed by the image worker, in one transaction with what admits it: `admit`
   * spends the upload and checks the plan on that transaction and answers the file's size; when it
   * throws, nothing is written.
   */
  create(banner: NewBanner, admit: (tx: Db) => Promise<number>): Promise<{ id: string; status: string }> {
    return this.dataSource.transaction(async (tx) => {
      const sizeBytes = await admit(tx);
      const created = await firstRow<{ id: string; status: string }>(tx, {
        text: `INSERT INTO event_banners ("eventId", "uploadedBy", "objectPath", "sizeBytes") VALUES ($1, $2, $3, $4)
               RETURNING id, status`,
        values: [banner.eventId, banner.uploadedBy, banner.objectPath, sizeBytes],
      });
      return created!;
    });
  }

  async isReady(bannerId: string): Promise<boolean> {
    const ready = await firstRow(this.dataSource, {
      text: `SELECT 1 FROM event_banners WHERE id = $1 AND status = 'ready'`,
      values: [bannerId],
    });
    return ready !== undefined;
  }

  /**
   * The event's custom banner and its processed photos, featured first, then most voted, then newest:
   * at most `maxPhotos` of them. Undefined when there is no such event.
   */
  slideSources(eventId: string, maxPhotos: number): Promise<SlideSources | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT e."bannerSettings"->>'customBannerImage' AS custom,
                    COALESCE((SELECT json_agg(p ORDER BY p."isFeatured" DESC, p.votes DESC, p."uploadedAt" DESC)
                              FROM (SELECT id, caption, "isFeatured", votes, "uploadedAt" FROM photos
                                    WHERE "eventId" = e.id AND status = 'ready'
                                    ORDER BY "isFeatured" DESC, votes DESC, "uploadedAt" DESC LIMIT $2) p), '[]') AS photos
             FROM events e WHERE e.id = $1`,
      values: [eventId, maxPhotos],
    });
  }
}
