import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { changedRows, type Db, firstRow, rowsOf } from '../../database/sql';
import type { NotificationKind } from '../mail/mail-kind';
import { scheduleChangeVisibleTo, scheduleItemVisibleTo } from '../../common/access/schedule-visibility';
import {
  datesSetNotificationsSql,
  itemChangedNotification,
} from '../messages/notification-centre/notification-writers';
import { writeNotifications } from '../messages/notification-centre/notification-rows';
import { changedItems, type ScheduleChangeRow } from './schedule-digest';

/** A notification's outbox row with what its e-mail needs, read when it is sent. */
export interface PendingNotification {
  id: string;
  kind: NotificationKind;
  sentAt: Date | null;
  skippedAt: Date | null;
  payload: Record<string, unknown>;
  userId: string;
  email: string;
  eventId: string;
  eventName: string;
  timeZone: string;
  startDate: Date | null;
  endDate: Date | null;
  primaryColor: string | null;
  /** Still a member of the event. */
  member: boolean;
  /** The member's choice for this kind, now. */
  wanted: boolean;
  /** For a reminder: the item as it now is (none once the member may not see it), and their answer to it. */
  itemTitle: string | null;
  itemStart: Date | null;
  itemEnd: Date | null;
  itemLocation: string | null;
  itemRsvp: string | null;
  /** For a ride offer: the carpool as it now is (none once it is cancelled), and whether they are in it. */
  rideDriver: string | null;
  rideFrom: string | null;
  rideTo: string | null;
  rideDeparture: Date | null;
  rideTaken: boolean;
  /** For an announcement: its text, link and author as they now are (no text once it is deleted). */
  announcementBody: string | null;
  announcementLink: string | null;
  announcementAuthor: string | null;
}

/** The memberships whose member wants this kind of e-mail (all of them, for a member who never chose). */
const RECIPIENTS = (preference: '"eventDates"' | '"scheduleUpdates"' | 'reminders') =>
  `(SELECT m."eventId", m."userId" FROM event_members m
    LEFT JOIN email_preferences p ON p."userId" = m."userId" WHERE coalesce(p.${preference}, true))`;

/**
 * Writes the e-mails that keep members current into the outbox: one row per member and occasion, the
 * dedupe key making every write safe to repeat, each in one statement or transaction with the claim of
 * what it announces.
 */
@Injectable()
export class NotificationOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Events whose dates changed and then stayed put `settleSeconds`, and differ from what their members
   * were last told: each is claimed (skipping one another sweep holds), marked told, and an e-mail per
   * member who wants one and a notification centre entry per member are written, in one statement.
   * Answers the new e-mails.
   */
  async announceDates(settleSeconds: number): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(this.dataSource, {
      text: `WITH due AS (
               SELECT id, "datesNotifiedStart" FROM events
               WHERE "startDate" IS NOT NULL AND "datesChangedAt" < now() - make_interval(secs => $1)
                 AND ("startDate", "endDate") IS DISTINCT FROM ("datesNotifiedStart", "datesNotifiedEnd")
               LIMIT 100 FOR UPDATE SKIP LOCKED
             ), told AS (
               UPDATE events e SET "datesNotifiedStart" = e."startDate", "datesNotifiedEnd" = e."endDate"
               FROM due WHERE e.id = due.id
               RETURNING e.id, e."startDate", e."endDate", e."datesChangedAt", e."timeZone",
                         due."datesNotifiedStart" IS NULL AS first
             ), bell AS (
               ${datesSetNotificationsSql('told')}
             )
             INSERT INTO mail_outbox (kind, "userId", "eventId", payload, "dedupeKey")
             SELECT 'event-dates', m."userId", told.id,
                    jsonb_build_object('startDate', told."startDate", 'endDate', told."endDate", 'firstDates', told.first),
                    concat_ws(':', 'event-dates', told.id, extract(epoch FROM told."datesChangedAt"), m."userId")
             FROM told JOIN ${RECIPIENTS('"eventDates"')} m ON m."eventId" = told.id
             ON CONFLICT ("dedupeKey") DO NOTHING
             RETURNING id`,
      values: [settleSeconds],
    });
    return rows.map((row) => row.id);
  }

  /** Events with schedule changes waiting, the first of them older than the window. */
  async eventsWithDueChanges(windowSeconds: number): Promise<string[]> {
    const rows = await rowsOf<{ eventId: string }>(this.dataSource, {
      text: `SELECT "eventId" FROM schedule_changes WHERE "digestedAt" IS NULL
             GROUP BY "eventId" HAVING min("createdAt") < now() - make_interval(secs => $1) LIMIT 100`,
      values: [windowSeconds],
    });
    return rows.map((row) => row.eventId);
  }

  /**
   * Claims the event's waiting changes (skipping those another sweep holds) and writes, in the same
   * transaction, to each member who wants one the digest `compose` makes of the changes they may see
   * (a private item's go only to those it is for), but to the one it names; and to each member going to
   * a changed item who may see it, an entry in their notification centre. Answers the new e-mails.
   */
  digest(
    eventId: string,
    compose: (changes: ScheduleChangeRow[]) => { payload: object; except: string | null } | null,
  ): Promise<string[]> {
    return this.dataSource.transaction(async (tx) => {
      const changes = await changedRows<ScheduleChangeRow & { id: string; createdAt: Date }>(tx, {
        text: `UPDATE schedule_changes SET "digestedAt" = now()
               WHERE id IN (SELECT id FROM schedule_changes WHERE "eventId" = $1 AND "digestedAt" IS NULL
                            FOR UPDATE SKIP LOCKED)
               RETURNING id, "itemId", change, title, "startTime", "changedBy", "createdAt"`,
        values: [eventId],
      });
      // UPDATE ... RETURNING keeps no order: the digest reads the changes as they happened.
      const ordered = changes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
      if (ordered.length === 0) return [];
      await this.tellChangedItems(tx, eventId, ordered);
      // Whether a member may see an item's lines is what its latest change says.
      const readers = await rowsOf<{ userId: string; changeIds: string[] }>(tx, {
        text: `WITH claimed AS (SELECT * FROM schedule_changes WHERE id = ANY($2::uuid[])),
               latest AS (SELECT DISTINCT ON ("itemId") * FROM claimed ORDER BY "itemId", "createdAt" DESC, id DESC)
               SELECT m."userId", array_agg(c.id::text) AS "changeIds"
               FROM ${RECIPIENTS('"scheduleUpdates"')} m
               JOIN latest l ON ${scheduleChangeVisibleTo('l', 'm."userId"')}
               JOIN claimed c ON c."itemId" = l."itemId"
               WHERE m."eventId" = $1
               GROUP BY m."userId"`,
        values: [eventId, ordered.map((change) => change.id)],
      });
      // Members who may see the same changes get the same digest.
      const audiences = new Map<string, { changeIds: Set<string>; userIds: string[] }>();
      for (const reader of readers) {
        const key = [...reader.changeIds].sort().join(',');
        const audience = audiences.get(key) ?? { changeIds: new Set(reader.changeIds), userIds: [] };
        audience.userIds.push(reader.userId);
        audiences.set(key, audience);
      }
      const written: string[] = [];
      for (const { changeIds, userIds } of audiences.values()) {
        const digest = compose(ordered.filter((change) => changeIds.has(change.id)));
        if (!digest) continue;
        const rows = await rowsOf<{ id: string }>(tx, {
          text: `INSERT INTO mail_outbox (kind, "userId", "eventId", payload, "dedupeKey")
                 SELECT 'schedule-digest', reader, $1, $2::jsonb, concat_ws(':', 'schedule-digest', $3::text, reader)
                 FROM unnest($4::uuid[]) reader WHERE reader IS DISTINCT FROM $5::uuid
                 ON CONFLICT ("dedupeKey") DO NOTHING
                 RETURNING id`,
          values: [eventId, JSON.stringify(digest.payload), ordered[0]!.id, userIds, digest.except],
        });
        written.push(...rows.map((row) => row.id));
      }
      return written;
    });
  }

  /** An entry for each member going to an item the changes changed, who may see it now. */
  private async tellChangedItems(
    tx: Db,
    eventId: string,
    changes: readonly (ScheduleChangeRow & { id: string })[],
  ): Promise<void> {
    const items = changedItems(changes);
    if (items.length === 0) return;
    const going = await rowsOf<{ itemId: string; userId: string; actorName: string | null }>(tx, {
      text: `SELECT s.id AS "itemId", r."userId", who."displayName" AS "actorName"
             FROM unnest($2::uuid[], $3::uuid[]) AS c("itemId", "actorId")
             JOIN event_schedule s ON s.id = c."itemId" AND s."eventId" = $1
             JOIN rsvps r ON r."scheduleEventId" = s.id AND r.status = 'going'
             JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
             LEFT JOIN users who ON who.id = c."actorId"
             WHERE ${scheduleItemVisibleTo('s', 'r."userId"')}`,
      values: [eventId, items.map((item) => item.itemId), items.map((item) => item.actorId)],
    });
    const byId = new Map(items.map((item) => [item.itemId, item]));
    const entries = going.flatMap(({ itemId, userId, actorName }) => {
      const item = byId.get(itemId)!;
      if (userId === item.except) return [];
      return [itemChangedNotification({ ...item, userId, eventId, actorName })];
    });
    await writeNotifications(tx, entries);
  }

  /**
   * A reminder to each member going to the item who wants one and may see it, if the item still starts
   * when the reminder was planned for; never twice to a member for an item.
   */
  async remind(itemId: string, startTime: Date): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(this.dataSource, {
      text: `INSERT INTO mail_outbox (kind, "userId", "eventId", payload, "dedupeKey")
             SELECT 'reminder', r."userId", s."eventId", jsonb_build_object('itemId', s.id),
                    concat_ws(':', 'reminder', s.id, r."userId")
             FROM event_schedule s
             JOIN rsvps r ON r."scheduleEventId" = s.id AND r.status = 'going'
             JOIN ${RECIPIENTS('reminders')} m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
             WHERE s.id = $1 AND s."startTime" = $2 AND ${scheduleItemVisibleTo('s', 'r."userId"')}
             ON CONFLICT ("dedupeKey") DO NOTHING
             RETURNING id`,
      values: [itemId, startTime],
    });
    return rows.map((row) => row.id);
  }

  find(outboxId: string): Promise<PendingNotification | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT o.id, o.kind, o."sentAt", o."skippedAt", o.payload, o."userId", u.email,
                    e.id AS "eventId", e.name AS "eventName", e."timeZone", e."startDate", e."endDate",
                    e."themeColors"->>'primary' AS "primaryColor",
                    m.id IS NOT NULL AS member,
                    CASE o.kind WHEN 'event-dates' THEN coalesce(p."eventDates", true)
                                WHEN 'schedule-digest' THEN coalesce(p."scheduleUpdates", true)
                                WHEN 'announcement' THEN coalesce(p.announcements, true)
                                -- 'reminder', an admin's 'answer-reminder' and a member's 'ride-offer' alike
                                ELSE coalesce(p.reminders, true) END AS wanted,
                    s.title AS "itemTitle", s."startTime" AS "itemStart", s."endTime" AS "itemEnd",
                    s.location AS "itemLocation", r.status AS "itemRsvp",
                    driver."displayName" AS "rideDriver", c."fromLocation" AS "rideFrom", c."toLocation" AS "rideTo",
                    c."departureTime" AS "rideDeparture",
                    (c."driverId" = u.id OR EXISTS (
                      SELECT 1 FROM carpool_passengers cp WHERE cp."carpoolId" = c.id AND cp."userId" = u.id
                    )) IS TRUE AS "rideTaken",
                    a.body AS "announcementBody", a.link AS "announcementLink",
                    author."displayName" AS "announcementAuthor"
             FROM mail_outbox o
             JOIN users u ON u.id = o."userId"
             JOIN events e ON e.id = o."eventId"
             LEFT JOIN event_members m ON m."eventId" = e.id AND m."userId" = u.id
             LEFT JOIN email_preferences p ON p."userId" = u.id
             LEFT JOIN event_schedule s ON o.kind = 'reminder' AND s.id = (o.payload->>'itemId')::uuid
                                           AND ${scheduleItemVisibleTo('s', 'u.id')}
             LEFT JOIN rsvps r ON r."scheduleEventId" = s.id AND r."userId" = u.id
             LEFT JOIN carpools c ON o.kind = 'ride-offer' AND c.id = (o.payload->>'carpoolId')::uuid
             LEFT JOIN users driver ON driver.id = c."driverId"
             LEFT JOIN announcements a ON o.kind = 'announcement' AND a.id = (o.payload->>'announcementId')::uuid
             LEFT JOIN users author ON author.id = a."authorId"
             WHERE o.id = $1 AND o.kind <> 'invitation'`,
      values: [outboxId],
    });
  }
}
