import { Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import {
  type CalendarEventRow,
  type CalendarItemRow,
  CalendarFeedsRepository,
  type FeedToken,
  type OuterItemRow,
} from './calendar-feeds.repository';
import { CalendarEntry, renderCalendar } from './icalendar';

export interface CalendarFeedResponse {
  url: string;
  createdAt: Date;
}

const isItem = (row: OuterItemRow): row is CalendarItemRow => row.id !== null;

/** 32 random bytes in base64url: the only shape a feed token can have. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const FEED_NOT_FOUND = 'Calendar feed not found';
const EVENT_NOT_FOUND = 'Event not found';
const ITEM_NOT_FOUND = 'Schedule item not found';
/** Calendar apps poll subscribed feeds; an hour keeps RSVP changes visible the same day. */
const FEED_REFRESH_MINUTES = 60;

@Injectable()
export class CalendarService {
  constructor(
    private readonly calendars: CalendarFeedsRepository,
    private readonly config: AppConfig,
  ) {}

  /**
   * The event as an .ics file: the event itself over its dates (once it has them), then the items of its
   * schedule the user may see.
   */
  async eventCalendar(eventId: string, userId: string): Promise<string> {
    const [event, items] = await Promise.all([
      this.calendars.event(eventId),
      this.calendars.eventItems(eventId, userId),
    ]);
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    const entries = items.map((item) => this.entry(item, item.title));
    if (event.startDate) entries.unshift(this.eventEntry(event, event.startDate));
    return renderCalendar({ name: event.name, entries }, new Date());
  }

  /** One schedule item as an .ics file. */
  async itemCalendar(itemId: string): Promise<string> {
    const item = await this.calendars.item(itemId);
    if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
    return renderCalendar({ name: item.eventName, entries: [this.entry(item, item.title)] }, new Date());
  }

  /** The caller's feed URL, issuing a token the first time. */
  async feed(userId: string): Promise<CalendarFeedResponse> {
    const existing = await this.calendars.findToken(userId);
    return this.feedResponse(existing ?? (await this.calendars.issueToken(userId, newFeedToken())));
  }

  /** A new token: the old URL stops working at once. */
  async rotateFeed(userId: string): Promise<CalendarFeedResponse> {
    return this.feedResponse(await this.calendars.replaceToken(userId, newFeedToken()));
  }

  /**
   * The items of every event the feed's owner still belongs to and is going to, in one query; an unknown
   * token is 404 and a known one with nothing planned is an empty calendar.
   */
  async feedCalendar(token: string): Promise<string> {
    if (!FEED_TOKEN.test(token)) throw new NotFoundException(FEED_NOT_FOUND);
    const rows = await this.calendars.feedItems(token);
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

  private entry(item: CalendarItemRow, summary: string): CalendarEntry {
    return {
      uid: `${item.id}@${this.uidDomain()}`,
      summary,
      description: item.description,
      location: item.location,
      start: item.startTime,
      end: item.endTime,
      created: item.createdAt,
      lastModified: item.updatedAt,
      sequence: item.sequence,
      url: `${this.config.publicUrl}/events/${item.eventId}`,
    };
  }

  /** The event's own entry; its uid cannot meet an item's, whose ids are of another table. */
  private eventEntry(event: CalendarEventRow, start: Date): CalendarEntry {
    return {
      uid: `event-${event.id}@${this.uidDomain()}`,
      summary: event.name,
      description: event.description,
      location: event.location,
      start,
      end: event.endDate,
      created: event.createdAt,
      lastModified: null,
      sequence: event.calendarSequence,
      url: `${this.config.publicUrl}/events/${event.id}`,
    };
  }

  private uidDomain(): string {
    return new URL(this.config.publicUrl).hostname;
  }

  private feedResponse(feed: FeedToken): CalendarFeedResponse {
    return { url: `${this.config.publicUrl}/api/calendar/feeds/${feed.token}.ics`, createdAt: feed.createdAt };
  }
}

function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}
