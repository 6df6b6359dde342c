import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, changedRows, type Db, firstRow, type Statement } from '../../database/sql';
import type { PendingPhotoResponse, PhotoRow } from './dto/photo.response';

export interface NewPhoto {
  eventId: string;
  uploadedBy: string;
  filename: string;
  objectPath: string;
  caption: string | null;
}

export interface GalleryOptions {
  page: number;
  pageSize: number;
  featuredOnly?: boolean;
}

/** One page of the gallery, the number of photos it pages through, and the user's own unfinished uploads. */
export interface GalleryPage {
  total: number;
  photos: PhotoRow[];
  pending: PendingPhotoResponse[];
}

/** What deleting a photo is decided on, and the files that go after it. */
export interface PhotoToRemove {
  uploadedBy: string | null;
  objectPath: string;
  originalFormat: string | null;
}

/** A photo as the gallery shows it, with its uploader and whether the user ($2) voted for it. */
const GALLERY_PHOTO = `SELECT p.id, p."eventId", p.caption, p.filename, p."isFeatured", p.votes, p."uploadedBy", p."uploadedAt",
         p.width, p.height, u."displayName", u."photoURL",
         EXISTS (SELECT 1 FROM photo_votes v WHERE v."photoId" = p.id AND v."userId" = $2) AS "userVoted"
  FROM photos p LEFT JOIN users u ON u.id = p."uploadedBy"`;

/**
 * One page of the gallery, newest first, with the total and the user's own unfinished uploads: a single
 * statement whatever the number of photos.
 */
export const galleryPageOfEvent = (eventId: string, userId: string, options: GalleryOptions): Statement => ({
  text: `WITH listed AS (
           ${GALLERY_PHOTO}
           WHERE p."eventId" = $1 AND p.status = 'ready' AND (NOT $5::boolean OR p."isFeatured")
           ORDER BY p."uploadedAt" DESC, p.id DESC
           LIMIT $3 OFFSET $4)
         SELECT
           (SELECT count(*)::int FROM photos
             WHERE "eventId" = $1 AND status = 'ready' AND (NOT $5::boolean OR "isFeatured")) AS total,
           COALESCE((SELECT json_agg(listed ORDER BY listed."uploadedAt" DESC, listed.id DESC) FROM listed), '[]') AS photos,
           COALESCE((SELECT json_agg(json_build_object('id', id, 'filename', filename, 'caption', caption, 'status', status,
                                                       'failureReason', "failureReason", 'uploadedAt', "uploadedAt")
                                     ORDER BY "uploadedAt" DESC)
                     FROM photos WHERE "eventId" = $1 AND "uploadedBy" = $2 AND status <> 'ready'), '[]') AS pending`,
  values: [eventId, userId, options.pageSize, (options.page - 1) * options.pageSize, options.featuredOnly ?? false],
});

@Injectable()
export class PhotosRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async galleryPage(eventId: string, userId: string, options: GalleryOptions): Promise<GalleryPage> {
    const page = await firstRow<GalleryPage>(this.dataSource, galleryPageOfEvent(eventId, userId, options));
    return page!;
  }

  /** A processed photo as the gallery shows it to the user. */
  findReady(photoId: string, userId: string): Promise<PhotoRow | undefined> {
    return firstRow(this.dataSource, {
      text: `${GALLERY_PHOTO} WHERE p.id = $1 AND p.status = 'ready'`,
      values: [photoId, userId],
    });
  }

  /**
   * Adds a photo, to be processed by the image worker, in one transaction with what admits it: `admit`
   * spends the upload and checks the plan on that transaction and answers the file's size; when it
   * throws, nothing is written.
   */
  create(photo: NewPhoto, admit: (tx: Db) => Promise<number>): Promise<PendingPhotoResponse> {
    return this.dataSource.transaction(async (tx) => {
      const sizeBytes = await admit(tx);
      const created = await firstRow<PendingPhotoResponse>(tx, {
        text: `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", caption, "sizeBytes")
               VALUES ($1, $2, $3, $4, $5, $6)
               RETURNING id, filename, caption, status, "failureReason", "uploadedAt"`,
        values: [photo.eventId, photo.uploadedBy, photo.filename, photo.objectPath, photo.caption, sizeBytes],
      });
      return created!;
    });
  }

  /**
   * One vote per user and photo whatever the concurrency (the unique constraint), the count changed in
   * the same statement. Answers the votes, or undefined when there is no such processed photo.
   */
  async vote(photoId: string, userId: string): Promise<number | undefined> {
    const [photo] = await changedRows<{ votes: number }>(this.dataSource, {
      text: `WITH added AS (
               INSERT INTO photo_votes ("photoId", "userId")
               SELECT id, $2 FROM photos WHERE id = $1 AND status = 'ready'
               ON CONFLICT ("photoId", "userId") DO NOTHING RETURNING 1)
             UPDATE photos SET votes = votes + (SELECT count(*) FROM added)::int
             WHERE id = $1 AND status = 'ready' RETURNING votes`,
      values: [photoId, userId],
    });
    return photo?.votes;
  }

  /** Takes the user's vote back, once; the count changes in the same statement. */
  async unvote(photoId: string, userId: string): Promise<number | undefined> {
    const [photo] = await changedRows<{ votes: number }>(this.dataSource, {
      text: `WITH removed AS (DELETE FROM photo_votes WHERE "photoId" = $1 AND "userId" = $2 RETURNING 1)
             UPDATE photos SET votes = votes - (SELECT count(*) FROM removed)::int
             WHERE id = $1 AND status = 'ready' RETURNING votes`,
      values: [photoId, userId],
    });
    return photo?.votes;
  }

  /** Only a processed photo can be featured. */
  async setFeatured(photoId: string, isFeatured: boolean): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE photos SET "isFeatured" = $2 WHERE id = $1 AND status = 'ready'`,
      values: [photoId, isFeatured],
    });
  }

  findToRemove(photoId: string): Promise<PhotoToRemove | undefined> {
    return firstRow(this.dataSource, {
      text: 'SELECT "uploadedBy", "objectPath", "originalFormat" FROM photos WHERE id = $1',
      values: [photoId],
    });
  }

  /** Its votes go with it (foreign key). */
  async delete(photoId: string): Promise<void> {
    await affectedBy(this.dataSource, { text: 'DELETE FROM photos WHERE id = $1', values: [photoId] });
  }

  /** The format of a processed photo's original file; undefined while it is not processed. */
  readyFormat(photoId: string): Promise<{ originalFormat: string | null } | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT "originalFormat" FROM photos WHERE id = $1 AND status = 'ready'`,
      values: [photoId],
    });
  }
}
