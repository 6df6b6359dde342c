import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Statement } from '../../database/sql';
import type { RsvpResponse, ScheduleItemRow } from './dto/schedule-item.response';
import type { RsvpStatus } from './rsvp.entity';

/** What an item says: all of it can be changed. */
export interface ScheduleItemFields {
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date | null;
  location: string | null;
}

export type NewScheduleItem = ScheduleItemFields & { eventId: string; createdBy: string };

/**
 * The event's items by start time with their RSVP counts and the user's own answer: one statement.
 * RSVPs count only while their author is a member: someone removed from the event no longer comes to
 * its dinner.
 */
export const scheduleOfEvent = (eventId: string, userId: string, itemId?: string): Statement => ({
  text: `SELECT s.id, s."eventId", s.title, s.description, s."startTime", s."endTime", s.location,
                s."createdBy", s."createdAt",
                count(m.id) FILTER (WHERE r.status = 'going')::int AS going,
                count(m.id) FILTER (WHERE r.status = 'not_going')::int AS "notGoing",
                count(m.id) FILTER (WHERE r.status = 'maybe')::int AS maybe,
                min(r.status) FILTER (WHERE r."userId" = $2) AS "userRsvp"
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

  async create(item: NewScheduleItem): Promise<string> {
    const created = await firstRow<{ id: string }>(this.dataSource, {
      text: `INSERT INTO event_schedule ("eventId", title, description, "startTime", "endTime", location, "createdBy")
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      values: [item.eventId, item.title, item.description, item.startTime, item.endTime, item.location, item.createdBy],
    });
    return created!.id;
  }

  /**
   * Locks the item's row while `decide` checks a change against it, then writes what it returns, so two
   * edits cannot cross. `decide` throws to refuse; false when the event has no such item.
   */
  changeLocked(
    eventId: string,
    itemId: string,
    decide: (item: ScheduleItemFields) => ScheduleItemFields,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const item = await firstRow<ScheduleItemFields>(tx, {
        text: `SELECT title, description, "startTime", "endTime", location FROM event_schedule
               WHERE id = $1 AND "eventId" = $2 FOR UPDATE`,
        values: [itemId, eventId],
      });
      if (!item) return false;
      const next = decide(item);
      await affectedBy(tx, {
        text: `UPDATE event_schedule SET title = $2, description = $3, "startTime" = $4, "endTime" = $5, location = $6
               WHERE id = $1`,
        values: [itemId, next.title, next.description, next.startTime, next.endTime, next.location],
      });
      return true;
    });
  }

  /** Its RSVPs go with it (foreign key). */
  async delete(eventId: string, itemId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'DELETE FROM event_schedule WHERE id = $1 AND "eventId" = $2',
      values: [itemId, eventId],
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
