import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Statement } from '../../database/sql';
import type { PersonResponse, RsvpResponse, ScheduleItemRow } from './dto/schedule-item.response';
import type { RsvpStatus } from './rsvp.entity';

/** What an item says: all of it can be changed. */
export interface ScheduleItemFields {
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date | null;
  location: string | null;
}

export type RespondentRow = PersonResponse & { status: RsvpStatus };

export type NewScheduleItem = ScheduleItemFields & { eventId: string; createdBy: string };

/** How many of the people going each item of the list names; the rest are a count until asked for. */
export const GOING_PREVIEW = 5;

/**
 * The event's items by start time with their RSVP counts and the user's own answer: one statement.
 * RSVPs count only while their author is a member: someone removed from the event no longer comes to
 * its dinner.
 */
export const scheduleOfEvent = (eventId: string, userId: string, itemId?: string): Statement => ({
  text: `SELECT s.id, s."eventId", s.title, s.description, s."startTime", s."endTime", s.location,
                s."createdBy", s."createdAt", s."updatedAt",
                count(m.id) FILTER (WHERE r.status = 'going')::int AS going,
                count(m.id) FILTER (WHERE r.status = 'not_going')::int AS "notGoing",
                count(m.id) FILTER (WHERE r.status = 'maybe')::int AS maybe,
                min(r.status) FILTER (WHERE r."userId" = $2) AS "userRsvp",
                (SELECT coalesce(json_agg(json_build_object('id', u.id, 'displayName', u."displayName",
                                                            'photoURL', u."photoURL") ORDER BY g."respondedAt", u.id), '[]')
                 FROM (SELECT gr."userId", gr."respondedAt" FROM rsvps gr
                       JOIN event_members gm ON gm."eventId" = s."eventId" AND gm."userId" = gr."userId"
                       WHERE gr."scheduleEventId" = s.id AND gr.status = 'going'
                       ORDER BY gr."respondedAt", gr."userId" LIMIT ${GOING_PREVIEW}) g
                 JOIN users u ON u.id = g."userId") AS "goingPreview"
         FROM event_schedule s
         LEFT JOIN rsvps r ON r."scheduleEventId" = s.id
         LEFT JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
         WHERE s."eventId" = $1 AND ($3::uuid IS NULL OR s.id = $3)
         GROUP BY s.id
         ORDER BY s."startTime", s.id`,
  values: [eventId, userId, itemId ?? null],
});

@Injectable()
export class ScheduleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listForEvent(eventId: string, userId: string): Promise<ScheduleItemRow[]> {
    return rowsOf(this.dataSource, scheduleOfEvent(eventId, userId));
  }

  findInEvent(eventId: string, userId: string, itemId: string): Promise<ScheduleItemRow | undefined> {
    return firstRow(this.dataSource, scheduleOfEvent(eventId, userId, itemId));
  }

  /** The item and its 'added' change for the members' digest, in one statement. */
  async create(item: NewScheduleItem): Promise<string> {
    const created = await firstRow<{ id: string }>(this.dataSource, {
      text: `WITH item AS (
               INSERT INTO event_schedule ("eventId", title, description, "startTime", "endTime", location, "createdBy")
               VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, "eventId", title, "startTime"
             ), change AS (
               INSERT INTO schedule_changes ("eventId", "itemId", change, title, "startTime", "changedBy")
               SELECT "eventId", id, 'added', title, "startTime", $7 FROM item
             )
             SELECT id FROM item`,
      values: [item.eventId, item.title, item.description, item.startTime, item.endTime, item.location, item.createdBy],
    });
    return created!.id;
  }

  /**
   * Locks the item's row while `decide` checks a change against it, then writes what it returns, so two
   * edits cannot cross; a change members would notice goes to their digest in the same transaction.
   * `decide` throws to refuse. Answers the item before and after, or undefined when the event has no
   * such item.
   */
  changeLocked(
    eventId: string,
    itemId: string,
    changedBy: string,
    decide: (item: ScheduleItemFields) => ScheduleItemFields,
  ): Promise<{ before: ScheduleItemFields; after: ScheduleItemFields } | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const before = await firstRow<ScheduleItemFields>(tx, {
        text: `SELECT title, description, "startTime", "endTime", location FROM event_schedule
               WHERE id = $1 AND "eventId" = $2 FOR UPDATE`,
        values: [itemId, eventId],
      });
      if (!before) return undefined;
      const after = decide(before);
      if (!sameItem(before, after)) {
        await affectedBy(tx, {
          text: `UPDATE event_schedule SET title = $2, description = $3, "startTime" = $4, "endTime" = $5,
                   location = $6, sequence = sequence + 1, "updatedAt" = now()
                 WHERE id = $1`,
          values: [itemId, after.title, after.description, after.startTime, after.endTime, after.location],
        });
        await affectedBy(tx, {
          text: `INSERT INTO schedule_changes ("eventId", "itemId", change, title, "startTime", "changedBy")
                 VALUES ($1, $2, 'changed', $3, $4, $5)`,
          values: [eventId, itemId, after.title, after.startTime, changedBy],
        });
      }
      return { before, after };
    });
  }

  /** The members who answered the item, by name, with their answers. */
  respondents(itemId: string): Promise<RespondentRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT r.status, u.id, u."displayName", u."photoURL"
             FROM rsvps r
             JOIN event_schedule s ON s.id = r."scheduleEventId"
             JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
             JOIN users u ON u.id = r."userId"
             WHERE r."scheduleEventId" = $1
             ORDER BY lower(u."displayName"), u.id`,
      values: [itemId],
    });
  }

  /**
   * Its RSVPs go with it (foreign key); its 'cancelled' change goes to the members' digest in the same
   * statement. Answers what the item was, or undefined when the event has no such item.
   */
  delete(eventId: string, itemId: string, changedBy: string): Promise<{ startTime: Date } | undefined> {
    return firstRow(this.dataSource, {
      text: `WITH gone AS (
               DELETE FROM event_schedule WHERE id = $1 AND "eventId" = $2 RETURNING id, "eventId", title, "startTime"
             ), change AS (
               INSERT INTO schedule_changes ("eventId", "itemId", change, title, "startTime", "changedBy")
               SELECT "eventId", id, 'cancelled', title, "startTime", $3 FROM gone
             )
             SELECT "startTime" FROM gone`,
      values: [itemId, eventId, changedBy],
    });
  }

  /** One answer per member and item, whatever the concurrency: a second answer replaces the first. */
  async respond(itemId: string, userId: string, status: RsvpStatus): Promise<RsvpResponse> {
    const rsvp = await firstRow<RsvpResponse>(this.dataSource, {
      text: `INSERT INTO rsvps ("scheduleEventId", "userId", status, "respondedAt") VALUES ($1, $2, $3, now())
             ON CONFLICT ("scheduleEventId", "userId") DO UPDATE SET status = EXCLUDED.status, "respondedAt" = now()
             RETURNING "scheduleEventId", "userId", status, "respondedAt"`,
      values: [itemId, userId, status],
    });
    return rsvp!;
  }
}

/** Nothing a member would notice changed: no new SEQUENCE and nothing for the digest. */
function sameItem(a: ScheduleItemFields, b: ScheduleItemFields): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.location === b.location &&
    a.startTime.getTime() === b.startTime.getTime() &&
    a.endTime?.getTime() === b.endTime?.getTime()
  );
}
