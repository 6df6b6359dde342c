import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, changedRows, type Db, firstRow, rowsOf } from '../../../database/sql';
import type { UploadStatus } from './upload.entity';
import { MAX_UPLOAD_BYTES, RECEIVING_UPLOAD_GRACE_MS, UNATTACHED_UPLOAD_GRACE_MS } from './upload-limits';

export interface NewUpload {
  id: string;
  userId: string;
  objectKey: string;
  expiresAt: Date;
}

/** A user's uploads that are not (yet) a photo or a banner, as their quota counts them. */
export interface UnattachedUploads {
  uploads: number;
  /** Received files at their size; the others at the most a file may be, as it may still arrive. */
  reservedBytes: number;
  /** The expiry of the oldest of them, if any. */
  oldestExpiresAt: Date | null;
}

/** An upload as spending it sees it, its row locked. */
export interface LockedUpload {
  id: string;
  status: UploadStatus;
}

@Injectable()
export class UploadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Creates the upload in the transaction in which `admit` checks there is room for it. */
  create(upload: NewUpload, admit: (tx: Db) => Promise<void>): Promise<void> {
    return this.dataSource.transaction(async (tx) => {
      await admit(tx);
      await rowsOf(tx, {
        text: 'INSERT INTO uploads (id, "userId", "objectKey", "expiresAt") VALUES ($1, $2, $3, $4)',
        values: [upload.id, upload.userId, upload.objectKey, upload.expiresAt],
      });
    });
  }

  /** The user's uploads that hold, or may still receive, a file that is not a photo or a banner. */
  async unattachedOf(tx: Db, userId: string): Promise<UnattachedUploads> {
    const row = await firstRow<{ uploads: number; reservedBytes: string; oldestExpiresAt: Date | null }>(tx, {
      text: `SELECT count(*)::int AS uploads,
                    COALESCE(sum(CASE WHEN status = 'received' THEN "sizeBytes" ELSE $2::bigint END), 0)::bigint
                      AS "reservedBytes",
                    min("expiresAt") AS "oldestExpiresAt"
             FROM uploads WHERE "userId" = $1 AND status <> 'used' AND status <> 'refused'`,
      values: [userId, MAX_UPLOAD_BYTES],
    });
    return { ...row!, reservedBytes: Number(row!.reservedBytes) };
  }

  /**
   * Deletes the uploads whose link expired without the file becoming a photo or a banner, once their
   * grace is over; answers their object keys, whose files are to go too. One still receiving keeps its
   * row longer: its file is being written, and receive() records it when done. A concurrent spend holds
   * the row locked; once it commits the row is used and stays.
   */
  async deleteExpired(): Promise<string[]> {
    const expired = await changedRows<{ objectKey: string }>(this.dataSource, {
      text: `DELETE FROM uploads
             WHERE status <> 'used' AND "expiresAt" < now() - $1::interval
               AND (status <> 'receiving' OR "expiresAt" < now() - $2::interval)
             RETURNING "objectKey"`,
      values: [`${UNATTACHED_UPLOAD_GRACE_MS} milliseconds`, `${RECEIVING_UPLOAD_GRACE_MS} milliseconds`],
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
