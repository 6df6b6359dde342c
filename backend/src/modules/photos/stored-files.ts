import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Db } from '../../database/sql';
import { allPhotoFiles, bannerFile } from './photo-files';
import { type StoredImage, StoredFilesRepository } from './stored-files.repository';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage-driver';

const DELETE_BATCH = 1000;

/** A photo's upload and each of its sizes. */
const photoFiles = (photo: StoredImage) => [photo.objectPath, ...allPhotoFiles(photo.id, photo.originalFormat)];

/**
 * The objects in the store behind rows that a deletion takes away (the foreign keys delete the rows, not
 * the files): named inside the deleting transaction, deleted after its commit.
 */
@Injectable()
export class StoredFiles {
  private readonly logger = new Logger(StoredFiles.name);

  constructor(
    private readonly files: StoredFilesRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** Every file of the events' photos (the upload and each size) and banners. */
  async ofEvents(db: Db, eventIds: string[]): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const [photos, banners] = [
      await this.files.photosOfEvents(db, eventIds),
      await this.files.bannersOfEvents(db, eventIds),
    ];
    return [...photos.flatMap(photoFiles), ...banners.flatMap((banner) => [banner.objectPath, bannerFile(banner.id)])];
  }

  /** Every file of the photos the user uploaded, in any event. */
  async ofPhotosUploadedBy(db: Db, userId: string): Promise<string[]> {
    return (await this.files.photosUploadedBy(db, userId)).flatMap(photoFiles);
  }

  /** The files the user uploaded that no photo or banner took over (their rows go when the account is deleted). */
  ofUnusedUploadsBy(db: Db, userId: string): Promise<string[]> {
    return this.files.unusedUploadsOf(db, userId);
  }

  /** After the commit. A store that fails leaves files nobody can reach any more: logged, not an error. */
  async discard(keys: string[], what: string): Promise<void> {
    const unique = [...new Set(keys)];
    // S3 deletes at most a thousand objects per request.
    for (let start = 0; start < unique.length; start += DELETE_BATCH) {
      const batch = unique.slice(start, start + DELETE_BATCH);
      await this.storage
        .delete(batch)
        .catch((error: Error) => this.logger.warn(`${batch.length} file(s) of ${what} remain: ${error.message}`));
    }
  }
}
