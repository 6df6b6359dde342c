import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { CalendarEntry, renderCalendar } from './icalendar';

export interface CalendarFeedResponse {
  url: string;
  createdAt: Date;
}

interface ItemRow {
  id: string;
  eventId: string;
  eventName: string;
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date | null;
  location: string | null;
  createdAt: Date;
}

/** A row of an outer join: the item's columns are null where there is no item. */
type OuterItemRow = { [K in keyof ItemRow]: ItemRow[K] | null };
const isItem = (row: OuterItemRow): row is ItemRow => row.id !== null;

/** 32 random bytes in base64url: the only shape a feed token can have. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const FEED_NOT_FOUND = 'Calendar feed not found';
/** Calendar apps poll subscribed feeds; an hour keeps RSVP changes visible the same day. */
const FEED_REFRESH_MINUTES = 60;

const ITEM_COLUMNS = `e.name AS "eventName", s.id, s."eventId", s.title, s.description, s."startTime", s."endTime",
  s.location, s."createdAt"`;

@Injectable()
export class CalendarService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The whole schedule of one event as an .ics file. */
  async eventCalendar(eventId: string): Promise<string> {
    const rows: OuterItemRow[] = await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS} FROM events e LEFT JOIN event_schedule s ON s."eventId" = e.id
       WHERE e.id = $1 ORDER BY s."startTime", s.id`,
      [eventId],
    );
    const name = rows[0]?.eventName ?? 'Schedule';
    const entries = rows.filter(isItem).map((item) => this.entry(item, item.title));
    return renderCalendar({ name, entries }, new Date());
  }

  /** The caller's feed URL, issuing a token the first time. */
  async feed(userId: string): Promise<CalendarFeedResponse> {
    const [existing]: Array<{ token: string; createdAt: Date }> = await this.dataSource.query(
      'SELECT token, "createdAt" FROM calendar_feeds WHERE "userId" = $1',
      [userId],
    );
    if (existing) return this.feedResponse(existing);
    // Two first visits at once: the conflict keeps the first token, and the no-op update returns it.
    const [created]: Array<{ token: string; createdAt: Date }> = await this.dataSource.query(
      `INSERT INTO calendar_feeds ("userId", token) VALUES ($1, $2)
       ON CONFLICT ("userId") DO UPDATE SET token = calendar_feeds.token RETURNING token, "createdAt"`,
      [userId, newFeedToken()],
    );
    return this.feedResponse(created!);
  }

  /** A new token: the old URL stops working at once. */
  async rotateFeed(userId: string): Promise<CalendarFeedResponse> {
    const [rotated]: Array<{ token: string; createdAt: Date }> = await this.dataSource.query(
      `INSERT INTO calendar_feeds ("userId", token) VALUES ($1, $2)
       ON CONFLICT ("userId") DO UPDATE SET token = EXCLUDED.token, "createdAt" = now() RETURNING token, "createdAt"`,
      [userId, newFeedToken()],
    );
    return this.feedResponse(rotated!);
  }

  /**
   * The items of every event the feed's owner still belongs to and is going to, in one query; an unknown
   * token is 404 and a known one with nothing planned is an empty calendar.
   */
  async feedCalendar(token: string): Promise<string> {
    if (!FEED_TOKEN.test(token)) throw new NotFoundException(FEED_NOT_FOUND);
    const rows: OuterItemRow[] = await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS}
       FROM calendar_feeds f
       LEFT JOIN (rsvps r
         JOIN event_schedule s ON s.id = r."scheduleEventId"
         JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
         JOIN events e ON e.id = s."eventId")
         ON r."userId" = f."userId" AND r.status = 'going'
       WHERE f.token = $1
       ORDER BY s."startTime", s.id`,
      [token],
    );
    if (rows.length === 0) throw new NotFoundException(FEED_NOT_FOUND);
    return renderCalendar(
      {
        name: 'Gatherly: my schedule',
        entries: rows.filter(isItem).map((item) => this.entry(item, `${item.title} (${item.eventName})`)),
        refreshMinutes: FEED_REFRESH_MINUTES,
      },
      new Date(),
    );
  }

  private entry(item: ItemRow, summary: string): CalendarEntry {
    return {
      uid: `${item.id}@${new URL(this.config.publicUrl).hostname}`,
      summary,
      description: item.description,
      location: item.location,
      start: item.startTime,
      end: item.endTime,
      created: item.createdAt,
      url: `${this.config.publicUrl}/events/${item.eventId}`,
    };
  }

  private feedResponse(feed: { token: string; createdAt: Date }): CalendarFeedResponse {
    return { url: `${this.config.publicUrl}/api/calendar/feeds/${feed.token}.ics`, createdAt: feed.createdAt };
  }
}

function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}
