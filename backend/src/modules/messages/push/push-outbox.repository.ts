import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf } from '../../../database/sql';
import type { PushableNotification } from './push-message';

/** A notification to push, as the push job reads it when it runs. */
export interface NotificationToPush extends PushableNotification {
  userId: string;
  /** Still a member of the event: a member removed since gets no push about it. */
  member: boolean;
}

/** Older news is not pushed: a worker back from a long outage does not ring every phone with yesterday. */
const PUSH_WITHIN = '1 day';

/** The notification centre's entries as the worker's push sweep takes them. */
@Injectable()
export class PushOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Claims up to `limit` entries not pushed yet, oldest first (skipping those another sweep holds), and
   * marks them pushed, in one statement. Answers the ids of those to push: fresh ones of a member with a
   * device subscribed, when `pushOn`; the others are just marked.
   */
  async claim(limit: number, pushOn: boolean): Promise<{ claimed: number; toPush: string[] }> {
    const rows = await rowsOf<{ id: string; push: boolean }>(this.dataSource, {
      text: `WITH due AS (
               SELECT id FROM notifications WHERE "pushedAt" IS NULL ORDER BY "createdAt" LIMIT $1
               FOR UPDATE SKIP LOCKED
             ), claimed AS (
               UPDATE notifications n SET "pushedAt" = now() FROM due WHERE n.id = due.id
               RETURNING n.id, n."userId", n."eventId", n."createdAt"
             )
             SELECT c.id, ($2 AND c."createdAt" > now() - interval '${PUSH_WITHIN}'
                    AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s."userId" = c."userId")
                    AND EXISTS (SELECT 1 FROM event_members m WHERE m."eventId" = c."eventId" AND m."userId" = c."userId")
                   ) AS push
             FROM claimed c`,
      values: [limit, pushOn],
    });
    return { claimed: rows.length, toPush: rows.filter((row) => row.push).map((row) => row.id) };
  }

  /** Hands entries back to the next sweep, when their push jobs could not be queued. */
  async release(notificationIds: string[]): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE notifications SET "pushedAt" = NULL WHERE id = ANY($1::uuid[])',
      values: [notificationIds],
    });
  }

  find(notificationId: string): Promise<NotificationToPush | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT n.id, n."userId", n.text, n.link, e.name AS "eventName",
                    EXISTS (SELECT 1 FROM event_members m WHERE m."eventId" = n."eventId" AND m."userId" = n."userId")
                      AS member
             FROM notifications n JOIN events e ON e.id = n."eventId"
             WHERE n.id = $1`,
      values: [notificationId],
    });
  }
}
