import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, changedRows, type Db, firstRow, rowsOf } from '../../../database/sql';
import type { UploadStatus } from './upload.entity';

export interface NewUpload {
  id: string;
  userId: string;
  objectKey: string;
  expiresAt: Date;
}

/** An upload as spending it sees it, its row locked. */
export interface LockedUpload {
  id: string;
  status: UploadStatus;
}

@Injectable()
export class UploadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(upload: NewUpload): Promise<void> {
    await rowsOf(this.dataSource, {
      text: 'INSERT INTO uploads (id, "userId", "objectKey", "expiresAt") VALUES ($1, $2, $3, $4)',
      values: [upload.id, upload.userId, upload.objectKey, upload.expiresAt],
    });
  }

  /**
   * Deletes the uploads whose link expired without the file becoming a photo or a banner, an hour of
   * grace covering a transfer still under way; answers their object keys, whose files are to go too.
   */
  async deleteExpired(): Promise<string[]> {
    const expired = await changedRows<{ objectKey: string }>(this.dataSource, {
      text: `DELETE FROM uploads WHERE status <> 'used' AND "expiresAt" < now() - interval '1 hour' RETURNING "objectKey"`,
      values: [],
    });
    return expired.map((upload) => upload.objectKey);
  }

  /**
   * Claims a pending, unexpired upload for receiving its file, once: of concurrent claims, only one
   * finds it pending. Answers its object key, or undefined when it was claimed already (or expired).
   */
  async claimForReceiving(uploadId: string): Promise<string | undefined> {
    const [claimed] = await changedRows<{ objectKey: string }>(this.dataSource, {
      text: `UPDATE uploads SET status = 'receiving' WHERE id = $1 AND status = 'pending' AND "expiresAt" > now()
             RETURNING "objectKey"`,
      values: [uploadId],
    });
    return claimed?.objectKey;
  }

  async markReceived(uploadId: string, sizeBytes: number): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE uploads SET status = 'received', "sizeBytes" = $2 WHERE id = $1`,
      values: [uploadId, sizeBytes],
    });
  }

  async markRefused(uploadId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE uploads SET status = 'refused' WHERE id = $1`,
      values: [uploadId],
    });
  }

  /**
   * The user's upload of that key, locked until the caller's transaction ends, so two requests spending
   * it take turns and the second sees it used. Another user's upload is not found.
   */
  lockOwned(tx: Db, objectKey: string, userId: string): Promise<LockedUpload | undefined> {
    return firstRow(tx, {
      text: `SELECT id, status FROM uploads WHERE "objectKey" = $1 AND "userId" = $2 FOR UPDATE`,
      values: [objectKey, userId],
    });
  }

  async markUsed(tx: Db, uploadId: string, sizeBytes: number): Promise<void> {
    await affectedBy(tx, {
      text: `UPDATE uploads SET status = 'used', "sizeBytes" = $2 WHERE id = $1`,
      values: [uploadId, sizeBytes],
    });
  }
}
