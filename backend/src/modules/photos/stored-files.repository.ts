import { Injectable } from '@nestjs/common';
import { rowsOf, type Db } from '../../database/sql';

/** A photo or banner as far as its stored files go. */
export interface StoredImage {
  id: string;
  objectPath: string;
  originalFormat: string | null;
}

/** Which objects in the store belong to rows about to be deleted. */
@Injectable()
export class StoredFilesRepository {
  photosOfEvents(db: Db, eventIds: string[]): Promise<StoredImage[]> {
    return rowsOf(db, {
      text: `SELECT id, "objectPath", "originalFormat" FROM photos WHERE "eventId" = ANY($1::uuid[])`,
      values: [eventIds],
    });
  }

  /** The photos the user uploaded, wherever they are. */
  photosUploadedBy(db: Db, userId: string): Promise<StoredImage[]> {
    return rowsOf(db, {
      text: `SELECT id, "objectPath", "originalFormat" FROM photos WHERE "uploadedBy" = $1`,
      values: [userId],
    });
  }

  bannersOfEvents(db: Db, eventIds: string[]): Promise<StoredImage[]> {
    return rowsOf(db, {
      text: `SELECT id, "objectPath", NULL AS "originalFormat" FROM event_banners WHERE "eventId" = ANY($1::uuid[])`,
      values: [eventIds],
    });
  }

  /** The user's uploads that no photo or banner took over (a used one's file is the photo's or banner's). */
  async unusedUploadsOf(db: Db, userId: string): Promise<string[]> {
    const rows = await rowsOf<{ objectKey: string }>(db, {
      text: `SELECT "objectKey" FROM uploads WHERE "userId" = $1 AND status <> 'used'`,
      values: [userId],
    });
    return rows.map((row) => row.objectKey);
  }
}
