import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { scheduleItemVisibleTo } from '../../../common/access/schedule-visibility';
import { affectedBy, changedRows, firstRow, rowsOf, type Statement } from '../../../database/sql';
import { type NotificationRow, writeNotifications } from '../notification-centre/notification-rows';
import { audienceIncludes } from './announcement-audience';
import type { AnnouncementAudience } from './announcement.entity';
import type { AnnouncementRow } from './dto/announcement.response';

export interface NewAnnouncement {
  eventId: string;
  authorId: string;
  body: string;
  link: string | null;
  audience: AnnouncementAudience;
  scheduleItemId: string | null;
}

/** What a post wrote: the announcement, who it went to, and the e-mails to hand to the queue. */
export interface Posted {
  id: string;
  recipients: string[];
  outboxIds: string[];
}

/**
 * The event's announcements the reader ($2) may read, newest first: those they received, or all for an
 * admin; with an id, that one. The item's title only when the reader may see the item.
 */
export const announcementsOf = (
  eventId: string,
  readerId: string,
  options: { pinnedOnly?: boolean; announcementId?: string } = {},
): Statement => ({
  text: `SELECT a.id, a."eventId", a.body, a.link, a.audience, a."scheduleItemId", s.title AS "scheduleItemTitle",
                a."pinnedAt", a."createdAt", a."authorId", author."displayName" AS "authorName",
                author."photoURL" AS "authorPhotoURL",
                (SELECT count(*)::int FROM announcement_recipients c WHERE c."announcementId" = a.id) AS "recipientCount"
         FROM announcements a
         JOIN event_members reader ON reader."eventId" = a."eventId" AND reader."userId" = $2
         LEFT JOIN users author ON author.id = a."authorId"
         LEFT JOIN event_schedule s ON s.id = a."scheduleItemId" AND ${scheduleItemVisibleTo('s', '$2')}
         WHERE a."eventId" = $1 AND ($3::uuid IS NULL OR a.id = $3) AND (NOT $4 OR a."pinnedAt" IS NOT NULL)
           AND (reader.role IN ('admin', 'creator') OR EXISTS (
             SELECT 1 FROM announcement_recipients mine WHERE mine."announcementId" = a.id AND mine."userId" = $2))
         ORDER BY a."createdAt" DESC, a.id DESC`,
  values: [eventId, readerId, options.announcementId ?? null, options.pinnedOnly ?? false],
});

@Injectable()
export class AnnouncementsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(eventId: string, readerId: string, pinnedOnly: boolean): Promise<AnnouncementRow[]> {
    return rowsOf(this.dataSource, announcementsOf(eventId, readerId, { pinnedOnly }));
  }

  find(eventId: string, readerId: string, announcementId: string): Promise<AnnouncementRow | undefined> {
    return firstRow(this.dataSource, announcementsOf(eventId, readerId, { announcementId }));
  }

  /**
   * In one transaction: the announcement (pinned), its recipients as the audience is now, the bell entries
   * `notify` makes for them, and an e-mail to each recipient but the author who wants announcements.
   * 'no item' when the item is not one of the event's the author may see.
   */
  post(
    announcement: NewAnnouncement,
    notify: (posted: { id: string; authorName: string; recipients: string[] }) => NotificationRow[],
  ): Promise<Posted | 'no item'> {
    return this.dataSource.transaction(async (tx) => {
      if (announcement.scheduleItemId) {
        const item = await firstRow(tx, {
          text: `SELECT 1 FROM event_schedule s WHERE s.id = $1 AND s."eventId" = $2 AND ${scheduleItemVisibleTo('s', '$3')}`,
          values: [announcement.scheduleItemId, announcement.eventId, announcement.authorId],
        });
        if (!item) return 'no item';
      }
      const created = await firstRow<{ id: string; authorName: string }>(tx, {
        text: `INSERT INTO announcements ("eventId", "authorId", body, link, audience, "scheduleItemId", "pinnedAt")
               VALUES ($1, $2, $3, $4, $5, $6, now())
               RETURNING id, (SELECT "displayName" FROM users WHERE id = $2) AS "authorName"`,
        values: [
          announcement.eventId,
          announcement.authorId,
          announcement.body,
          announcement.link,
          announcement.audience,
          announcement.scheduleItemId,
        ],
      });
      const { id, authorName } = created!;
      const recipients = await rowsOf<{ userId: string }>(tx, {
        text: `INSERT INTO announcement_recipients ("announcementId", "userId")
               SELECT $1, m."userId" FROM event_members m
               WHERE m."eventId" = $2 AND ${audienceIncludes(announcement.audience, '$3::uuid')}
               RETURNING "userId"`,
        values:
          announcement.audience === 'item'
            ? [id, announcement.eventId, announcement.scheduleItemId]
            : [id, announcement.eventId],
      });
      const recipientIds = recipients.map((row) => row.userId);
      await writeNotifications(tx, notify({ id, authorName, recipients: recipientIds }));
      const outbox = await rowsOf<{ id: string }>(tx, {
        text: `INSERT INTO mail_outbox (kind, "userId", "eventId", payload, "dedupeKey")
               SELECT 'announcement', r."userId", $2, jsonb_build_object('announcementId', $1::uuid),
                      concat_ws(':', 'announcement', $1::text, r."userId")
               FROM announcement_recipients r
               LEFT JOIN email_preferences p ON p."userId" = r."userId"
               WHERE r."announcementId" = $1 AND r."userId" <> $3 AND coalesce(p.announcements, true)
               ON CONFLICT ("dedupeKey") DO NOTHING
               RETURNING id`,
        values: [id, announcement.eventId, announcement.authorId],
      });
      return { id, recipients: recipientIds, outboxIds: outbox.map((row) => row.id) };
    });
  }

  /** Pins (keeping when it was first pinned) or unpins; false when there is no such announcement. */
  async setPinned(announcementId: string, pinned: boolean): Promise<boolean> {
    const changed = await affectedBy(this.dataSource, {
      text: `UPDATE announcements SET "pinnedAt" = CASE WHEN $2 THEN coalesce("pinnedAt", now()) END WHERE id = $1`,
      values: [announcementId, pinned],
    });
    return changed > 0;
  }

  /**
   * The announcement, who it went to (ON DELETE CASCADE) and its bell entries go; an e-mail not sent yet
   * finds it gone and is skipped.
   */
  async delete(announcementId: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const [deleted] = await changedRows<{ id: string }>(tx, {
        text: 'DELETE FROM announcements WHERE id = $1 RETURNING id',
        values: [announcementId],
      });
      if (!deleted) return;
      await affectedBy(tx, {
        text: `DELETE FROM notifications WHERE kind = 'announcement' AND "subjectId" = $1`,
        values: [announcementId],
      });
    });
  }
}
