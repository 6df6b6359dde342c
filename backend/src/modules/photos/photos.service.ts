import { ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EventMembership } from '../../common/access/event-access.rules';
import { photoRemovalRefusal } from '../../common/access/ownership.rules';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';
import type { CreatePhotoDto } from './dto/create-photo.dto';
import {
  mapPhoto,
  type PendingPhotoResponse,
  type PhotoPage,
  type PhotoResponse,
  type PhotoRow,
} from './dto/photo.response';
import { allPhotoFiles, photoFile } from './photo-files';
import type { PhotoSize } from './photo.entity';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage-driver';
import { assertRoomFor } from './uploads/plan-storage';
import { UploadClaims } from './uploads/upload-claims';

export type Caller = EventMembership & { userId: string };

@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly claims: UploadClaims,
  ) {}

  /**
   * Records an uploaded file as a photo of the event, to be processed by the image worker. The upload
   * must be the caller's and unused; it is spent in the same transaction that creates the photo.
   */
  async create(caller: Caller, input: CreatePhotoDto): Promise<PendingPhotoResponse> {
    const photo = await this.dataSource.transaction(async (manager) => {
      const upload = await this.claims.spend(manager, input.objectPath, caller.userId);
      await assertRoomFor(manager, caller.eventId, upload.size, 'photo');
      const [row] = (await manager.query(
        `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", caption, "sizeBytes")
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, filename, caption, status, "failureReason", "uploadedAt"`,
        [caller.eventId, caller.userId, input.filename, input.objectPath, input.caption ?? null, upload.size],
      )) as PendingPhotoResponse[];
      return row!;
    });
    await this.enqueue(photo.id);
    return photo;
  }

  /** After the commit; if the queue is down the worker's sweep picks the photo up later. */
  private async enqueue(photoId: string): Promise<void> {
    const failure = await this.jobs.enqueue(JobName.Photo, { photoId });
    if (failure) this.logger.warn(`Photo ${photoId} left for the sweep: ${failure.message}`);
  }

  /**
   * One page of the gallery, newest first, with the total and the caller's own unfinished uploads: a
   * single query whatever the number of photos.
   */
  async list(caller: Caller, options: { page: number; pageSize: number; featuredOnly?: boolean }): Promise<PhotoPage> {
    const { page, pageSize } = options;
    const [result] = (await this.dataSource.query(
      `WITH listed AS (
         SELECT p.id, p."eventId", p.caption, p.filename, p."isFeatured", p.votes, p."uploadedBy", p."uploadedAt",
                p.width, p.height, u."displayName", u."photoURL",
                EXISTS (SELECT 1 FROM photo_votes v WHERE v."photoId" = p.id AND v."userId" = $2) AS "userVoted"
         FROM photos p LEFT JOIN users u ON u.id = p."uploadedBy"
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
      [caller.eventId, caller.userId, pageSize, (page - 1) * pageSize, options.featuredOnly ?? false],
    )) as Array<{ total: number; photos: PhotoRow[]; pending: PendingPhotoResponse[] }>;
    return {
      photos: result!.photos.map(mapPhoto),
      total: result!.total,
      page,
      pageSize,
      pending: result!.pending,
    };
  }

  /** One vote per user and photo whatever the concurrency; the count changes in the same statement. */
  async vote(caller: Caller, photoId: string): Promise<{ voted: true; votes: number }> {
    const [rows] = (await this.dataSource.query(
      `WITH added AS (
         INSERT INTO photo_votes ("photoId", "userId")
         SELECT id, $2 FROM photos WHERE id = $1 AND status = 'ready'
         ON CONFLICT ("photoId", "userId") DO NOTHING RETURNING 1)
       UPDATE photos SET votes = votes + (SELECT count(*) FROM added)::int
       WHERE id = $1 AND status = 'ready' RETURNING votes`,
      [photoId, caller.userId],
    )) as [Array<{ votes: number }>, number];
    if (!rows[0]) throw new NotFoundException('Photo not found');
    return { voted: true, votes: rows[0].votes };
  }

  async unvote(caller: Caller, photoId: string): Promise<{ voted: false; votes: number }> {
    const [rows] = (await this.dataSource.query(
      `WITH removed AS (DELETE FROM photo_votes WHERE "photoId" = $1 AND "userId" = $2 RETURNING 1)
       UPDATE photos SET votes = votes - (SELECT count(*) FROM removed)::int
       WHERE id = $1 AND status = 'ready' RETURNING votes`,
      [photoId, caller.userId],
    )) as [Array<{ votes: number }>, number];
    if (!rows[0]) throw new NotFoundException('Photo not found');
    return { voted: false, votes: rows[0].votes };
  }

  async setFeatured(caller: Caller, photoId: string, isFeatured: boolean): Promise<PhotoResponse> {
    await this.dataSource.query(`UPDATE photos SET "isFeatured" = $2 WHERE id = $1 AND status = 'ready'`, [
      photoId,
      isFeatured,
    ]);
    return this.find(caller, photoId);
  }

  /** The uploader or an event admin deletes a photo; its files go after the row. */
  async remove(caller: Caller, photoId: string): Promise<void> {
    const [photo] = (await this.dataSource.query(
      'SELECT "uploadedBy", "objectPath", "originalFormat" FROM photos WHERE id = $1',
      [photoId],
    )) as Array<{ uploadedBy: string | null; objectPath: string; originalFormat: string | null }>;
    if (!photo) throw new NotFoundException('Photo not found');
    const refusal = photoRemovalRefusal(photo.uploadedBy, caller);
    if (refusal) throw new ForbiddenException(refusal);
    await this.dataSource.query('DELETE FROM photos WHERE id = $1', [photoId]);
    await this.storage
      .delete([photo.objectPath, ...allPhotoFiles(photoId, photo.originalFormat)])
      .catch((error: Error) => this.logger.warn(`Files of deleted photo ${photoId} remain: ${error.message}`));
  }

  /** The stored file of a processed photo at a size. */
  async image(photoId: string, size: PhotoSize): Promise<{ key: string; contentType: string }> {
    const [photo] = (await this.dataSource.query(
      `SELECT "originalFormat" FROM photos WHERE id = $1 AND status = 'ready'`,
      [photoId],
    )) as Array<{ originalFormat: string | null }>;
    if (!photo) throw new NotFoundException('Photo not found');
    return photoFile(photoId, size, photo.originalFormat);
  }

  private async find(caller: Caller, photoId: string): Promise<PhotoResponse> {
    const [row] = (await this.dataSource.query(
      `SELECT p.id, p."eventId", p.caption, p.filename, p."isFeatured", p.votes, p."uploadedBy", p."uploadedAt",
              p.width, p.height, u."displayName", u."photoURL",
              EXISTS (SELECT 1 FROM photo_votes v WHERE v."photoId" = p.id AND v."userId" = $2) AS "userVoted"
       FROM photos p LEFT JOIN users u ON u.id = p."uploadedBy"
       WHERE p.id = $1 AND p.status = 'ready'`,
      [photoId, caller.userId],
    )) as PhotoRow[];
    if (!row) throw new NotFoundException('Photo not found');
    return mapPhoto(row);
  }
}
