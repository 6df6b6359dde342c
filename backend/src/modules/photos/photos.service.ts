import { ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../common/access/event-access.rules';
import { photoRemovalRefusal } from '../../common/access/ownership.rules';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';
import type { CreatePhotoDto } from './dto/create-photo.dto';
import { mapPhoto, type PendingPhotoResponse, type PhotoPage, type PhotoResponse } from './dto/photo.response';
import { allPhotoFiles, photoFile } from './photo-files';
import type { PhotoSize } from './photo.entity';
import { PhotosRepository } from './photos.repository';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage-driver';
import { UploadClaims } from './uploads/upload-claims';

const NOT_FOUND = 'Photo not found';

@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    private readonly photos: PhotosRepository,
    private readonly jobs: JobQueue,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly claims: UploadClaims,
  ) {}

  /**
   * Records an uploaded file as a photo of the event, to be processed by the image worker. The upload
   * must be the caller's and unused; it is spent in the same transaction that creates the photo.
   */
  async create(caller: EventCaller, input: CreatePhotoDto): Promise<PendingPhotoResponse> {
    const photo = await this.photos.create(
      {
        eventId: caller.eventId,
        uploadedBy: caller.userId,
        filename: input.filename,
        objectPath: input.objectPath,
        caption: input.caption ?? null,
      },
      (tx) => this.claims.admit(tx, caller, input.objectPath, 'photo'),
    );
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
  async list(
    caller: EventCaller,
    options: { page: number; pageSize: number; featuredOnly?: boolean },
  ): Promise<PhotoPage> {
    const { page, pageSize } = options;
    const result = await this.photos.galleryPage(caller.eventId, caller.userId, options);
    return { photos: result.photos.map(mapPhoto), total: result.total, page, pageSize, pending: result.pending };
  }

  /** One vote per user and photo whatever the concurrency; the count changes in the same statement. */
  async vote(caller: EventCaller, photoId: string): Promise<{ voted: true; votes: number }> {
    const votes = await this.photos.vote(photoId, caller.userId);
    if (votes === undefined) throw new NotFoundException(NOT_FOUND);
    return { voted: true, votes };
  }

  async unvote(caller: EventCaller, photoId: string): Promise<{ voted: false; votes: number }> {
    const votes = await this.photos.unvote(photoId, caller.userId);
    if (votes === undefined) throw new NotFoundException(NOT_FOUND);
    return { voted: false, votes };
  }

  async setFeatured(caller: EventCaller, photoId: string, isFeatured: boolean): Promise<PhotoResponse> {
    await this.photos.setFeatured(photoId, isFeatured);
    return this.find(caller, photoId);
  }

  /** The uploader or an event admin deletes a photo; its files go after the row. */
  async remove(caller: EventCaller, photoId: string): Promise<void> {
    const photo = await this.photos.findToRemove(photoId);
    if (!photo) throw new NotFoundException(NOT_FOUND);
    const refusal = photoRemovalRefusal(photo.uploadedBy, caller);
    if (refusal) throw new ForbiddenException(refusal);
    await this.photos.delete(photoId);
    await this.storage
      .delete([photo.objectPath, ...allPhotoFiles(photoId, photo.originalFormat)])
      .catch((error: Error) => this.logger.warn(`Files of deleted photo ${photoId} remain: ${error.message}`));
  }

  /** The stored file of a processed photo at a size. */
  async image(photoId: string, size: PhotoSize): Promise<{ key: string; contentType: string }> {
    const photo = await this.photos.readyFormat(photoId);
    if (!photo) throw new NotFoundException(NOT_FOUND);
    return photoFile(photoId, size, photo.originalFormat);
  }

  private async find(caller: EventCaller, photoId: string): Promise<PhotoResponse> {
    const row = await this.photos.findReady(photoId, caller.userId);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return mapPhoto(row);
  }
}
