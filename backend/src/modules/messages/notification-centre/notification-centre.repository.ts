import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf } from '../../../database/sql';
import type { NotificationCursor } from './notification-cursor';
import type { NotificationKind } from './notification.entity';

/** One entry of someone's notification centre, with its event's name and who did it. */
export interface NotificationRowRead {
  id: string;
  kind: NotificationKind;
  text: string;
  link: string;
  eventId: string;
  eventName: string;
  createdAt: Date;
  /** createdAt with microseconds, for the cursor. */
  atText: string;
  read: boolean;
  actorId: string | null;
  actorName: string | null;
  actorPhotoURL: string | null;
}

/** Only entries of events the user is still a member of: removed, they stop seeing what they were told. */
const STILL_MEMBER = `EXISTS (SELECT 1 FROM event_members m WHERE m."eventId" = n."eventId" AND m."userId" = n."userId")`;

/** Each user's own notification centre: every statement is bound to the user, so no id reaches another's. */
@Injectable()
export class NotificationCentreRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Up to `count` entries older than the cursor, newest first, ties broken by id. */
  before(userId: string, cursor: NotificationCursor, count: number): Promise<NotificationRowRead[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT n.id, n.kind, n.text, n.link, n."eventId", e.name AS "eventName", n."createdAt",
                    to_char(n."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "atText",
                    n."readAt" IS NOT NULL AS read,
                    a.id AS "actorId", a."displayName" AS "actorName", a."photoURL" AS "actorPhotoURL"
             FROM notifications n
             JOIN events e ON e.id = n."eventId"
             LEFT JOIN users a ON a.id = n."actorId"
             WHERE n."userId" = $1 AND n."createdAt" <= $2::timestamptz AND (n."createdAt", n.id) < ($2::timestamptz, $3::uuid)
               AND ${STILL_MEMBER}
             ORDER BY n."createdAt" DESC, n.id DESC
             LIMIT $4`,
      values: [userId, cursor.at, cursor.id, count],
    });
  }

  async unreadCount(userId: string): Promise<number> {
    const row = await firstRow<{ count: number }>(this.dataSource, {
      text: `SELECT count(*)::int AS count FROM notifications n
             WHERE n."userId" = $1 AND n."readAt" IS NULL AND ${STILL_MEMBER}`,
      values: [userId],
    });
    return row?.count ?? 0;
  }

  /** False when the user has no such entry they may see. Reading it again keeps the first time. */
  async markRead(userId: string, notificationId: string): Promise<boolean> {
    const found = await affectedBy(this.dataSource, {
      text: `UPDATE notifications n SET "readAt" = coalesce(n."readAt", now())
             WHERE n.id = $1 AND n."userId" = $2 AND ${STILL_MEMBER}`,
      values: [notificationId, userId],
    });
    return found > 0;
  }

  async markAllRead(userId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE notifications SET "readAt" = now() WHERE "userId" = $1 AND "readAt" IS NULL`,
      values: [userId],
    });
  }
}
