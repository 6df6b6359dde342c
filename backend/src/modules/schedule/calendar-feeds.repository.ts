import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstRow, rowsOf } from '../../database/sql';
import { scheduleItemVisibleTo } from '../../common/access/schedule-visibility';

/** A schedule item as a calendar shows it, with its event's name. */
export interface CalendarItemRow {
  id: string;
  eventId: string;
  eventName: string;
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date | null;
  location: string | null;
  createdAt: Date;
  updatedAt: Date;
  sequence: number;
}

/** The event itself as a calendar shows it: its name over its dates. */
export interface CalendarEventRow {
  id: string;
  name: string;
  description: string | null;
  location: string | null;
  startDate: Date | null;
  endDate: Date | null;
  calendarSequence: number;
  createdAt: Date;
}

/** A row of an outer join: the item's columns are null where there is no item. */
export type OuterItemRow = { [K in keyof CalendarItemRow]: CalendarItemRow[K] | null };

export interface FeedToken {
  token: string;
  createdAt: Date;
}

const ITEM_COLUMNS = `e.name AS "eventName", s.id, s."eventId", s.title, s.description, s."startTime", s."endTime",
  s.location, s."createdAt", s."updatedAt", s.sequence`;

/** The calendars the app serves: an event's schedule, and each user's feed of the items they go to. */
@Injectable()
export class CalendarFeedsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  event(eventId: string): Promise<CalendarEventRow | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT id, name, description, location, "startDate", "endDate", "calendarSequence", "createdAt"
             FROM events WHERE id = $1`,
      values: [eventId],
    });
  }

  /** The event's items the user may see, by start time. */
  eventItems(eventId: string, userId: string): Promise<CalendarItemRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT ${ITEM_COLUMNS} FROM event_schedule s JOIN events e ON e.id = s."eventId"
             WHERE s."eventId" = $1 AND ${scheduleItemVisibleTo('s', '$2')} ORDER BY s."startTime", s.id`,
      values: [eventId, userId],
    });
  }

  item(itemId: string): Promise<CalendarItemRow | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT ${ITEM_COLUMNS} FROM event_schedule s JOIN events e ON e.id = s."eventId" WHERE s.id = $1`,
      values: [itemId],
    });
  }

  /**
   * The items of every event the feed's owner still belongs to, may still see and is going to, by start
   * time, in one query: none for an unknown token, one row of nulls for a known one with nothing planned.
   */
  feedItems(token: string): Promise<OuterItemRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT ${ITEM_COLUMNS}
             FROM calendar_feeds f
             LEFT JOIN (rsvps r
               JOIN event_schedule s ON s.id = r."scheduleEventId"
               JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
               JOIN events e ON e.id = s."eventId")
               ON r."userId" = f."userId" AND r.status = 'going' AND ${scheduleItemVisibleTo('s', 'f."userId"')}
             WHERE f.token = $1
             ORDER BY s."startTime", s.id`,
      values: [token],
    });
  }

  findToken(userId: string): Promise<FeedToken | undefined> {
    return firstRow(this.dataSource, {
      text: 'SELECT token, "createdAt" FROM calendar_feeds WHERE "userId" = $1',
      values: [userId],
    });
  }

  /** Two first visits at once: the conflict keeps the first token, and the no-op update returns it. */
  async issueToken(userId: string, token: string): Promise<FeedToken> {
    const issued = await firstRow<FeedToken>(this.dataSource, {
      text: `INSERT INTO calendar_feeds ("userId", token) VALUES ($1, $2)
             ON CONFLICT ("userId") DO UPDATE SET token = calendar_feeds.token RETURNING token, "createdAt"`,
      values: [userId, token],
    });
    return issued!;
  }

  /** Replaces the user's token (or issues the first): the old URL stops working at once. */
  async replaceToken(userId: string, token: string): Promise<FeedToken> {
    const replaced = await firstRow<FeedToken>(this.dataSource, {
      text: `INSERT INTO calendar_feeds ("userId", token) VALUES ($1, $2)
             ON CONFLICT ("userId") DO UPDATE SET token = EXCLUDED.token, "createdAt" = now() RETURNING token, "createdAt"`,
      values: [userId, token],
    });
    return replaced!;
  }
}
