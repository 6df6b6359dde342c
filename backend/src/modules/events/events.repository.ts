import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, type Db, firstRow, rowsOf, type Statement } from '../../database/sql';
import type { EventListRow } from './dto/event.response';
import type { BannerSettings, FaqEntry, ThemeColors } from './event.entity';

/** What an admin edits of an event. */
export interface EventContent {
  name: string;
  description: string | null;
  location: string | null;
  customLogo: string | null;
  startDate: Date | null;
  endDate: Date | null;
  timeZone: string;
  dressCode: string | null;
  registryUrl: string | null;
  /** In the order the admins set. */
  faq: FaqEntry[];
  /** Only the colours an admin chose; defaults are applied when the event is read. */
  themeColors: ThemeColors;
  bannerSettings: BannerSettings;
}

export interface EventRecord extends EventContent {
  id: string;
  createdBy: string;
  createdAt: Date;
}

/** The user's events with their role, soonest first; events without dates last. */
export const eventsOfUser = (userId: string): Statement => ({
  text: `SELECT e.id, e.name, e."customLogo", e."startDate", e."endDate", e.description, e.location,
                (SELECT count(*)::int FROM event_members c WHERE c."eventId" = e.id) AS "memberCount", m.role
         FROM event_members m JOIN events e ON e.id = m."eventId"
         WHERE m."userId" = $1 ORDER BY e."startDate" ASC NULLS LAST, e."createdAt" DESC`,
  values: [userId],
});

const CONTENT_COLUMNS = `name, description, location, "customLogo", "startDate", "endDate", "timeZone", "themeColors",
  "bannerSettings", "dressCode", "registryUrl", faq`;

@Injectable()
export class EventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listForUser(userId: string): Promise<EventListRow[]> {
    return rowsOf(this.dataSource, eventsOfUser(userId));
  }

  find(eventId: string): Promise<EventRecord | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT id, ${CONTENT_COLUMNS}, "createdBy", "createdAt" FROM events WHERE id = $1`,
      values: [eventId],
    });
  }

  /**
   * Creates an event with its creator's membership in one transaction, once `check` accepts (it throws
   * to refuse). The creator's row is locked first, so that parallel creations cannot slip past the
   * plan's event limit together: `check` reads the creator's usage inside the transaction, after the
   * lock, on a snapshot that sees every event committed before the lock was granted.
   */
  async createLocked(
    creatorId: string,
    event: Omit<EventContent, 'bannerSettings'>,
    check: (tx: Db) => Promise<void>,
  ): Promise<string> {
    return this.dataSource.transaction(async (tx) => {
      await rowsOf(tx, { text: 'SELECT id FROM users WHERE id = $1 FOR UPDATE', values: [creatorId] });
      await check(tx);
      const created = await firstRow<{ id: string }>(tx, {
        text: `INSERT INTO events (${CONTENT_COLUMNS}, "adminId", "createdBy", "datesNotifiedStart", "datesNotifiedEnd")
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{}', $10, $11, $12::jsonb, $9, $9, $5, $6) RETURNING id`,
        values: [
          event.name,
          event.description,
          event.location,
          event.customLogo,
          event.startDate,
          event.endDate,
          event.timeZone,
          event.themeColors,
          creatorId,
          event.dressCode,
          event.registryUrl,
          // As JSON text: the driver would send a JavaScript array as a PostgreSQL array.
          JSON.stringify(event.faq),
        ],
      });
      await rowsOf(tx, {
        text: `WITH party AS (INSERT INTO parties ("eventId") VALUES ($1) RETURNING id)
               INSERT INTO event_members ("eventId", "userId", role, "partyId") SELECT $1, $2, 'creator', id FROM party`,
        values: [created!.id, creatorId],
      });
      return created!.id;
    });
  }

  /**
   * Locks the event's row while `decide` works out its new content from the current one (it throws to
   * refuse), then writes it, so two edits cannot cross; new dates are recorded with who set them, for the
   * event's activity. False when there is no such event.
   */
  async changeLocked(
    eventId: string,
    changedBy: string,
    decide: (event: EventContent) => EventContent,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const event = await firstRow<EventContent>(tx, {
        text: `SELECT ${CONTENT_COLUMNS} FROM events WHERE id = $1 FOR UPDATE`,
        values: [eventId],
      });
      if (!event) return false;
      const next = decide(event);
      await affectedBy(tx, {
        text: `UPDATE events SET name = $2, description = $3, location = $4, "customLogo" = $5, "startDate" = $6,
                 "endDate" = $7, "timeZone" = $8, "themeColors" = $9, "bannerSettings" = $10,
                 "calendarSequence" = "calendarSequence" + $11::int,
                 "datesChangedAt" = CASE WHEN $12 THEN now() ELSE "datesChangedAt" END,
                 "dressCode" = $13, "registryUrl" = $14, faq = $15::jsonb
               WHERE id = $1`,
        values: [
          eventId,
          next.name,
          next.description,
          next.location,
          next.customLogo,
          next.startDate,
          next.endDate,
          next.timeZone,
          next.themeColors,
          next.bannerSettings,
          calendarChanged(event, next) ? 1 : 0,
          datesChanged(event, next),
          next.dressCode,
          next.registryUrl,
          JSON.stringify(next.faq),
        ],
      });
      if (datesChanged(event, next)) {
        await affectedBy(tx, {
          text: `INSERT INTO event_date_changes ("eventId", "startDate", "endDate", "changedBy") VALUES ($1, $2, $3, $4)`,
          values: [eventId, next.startDate, next.endDate, changedBy],
        });
      }
      return true;
    });
  }

  /**
   * Members, profiles, photos, travel, schedule, role changes and invitations go with it (foreign keys).
   * First, under the event's lock (no photo or banner can be added meanwhile), `before` names what the
   * keys leave behind; its answer is returned once the deletion is committed.
   */
  delete<T>(eventId: string, before: (tx: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (tx) => {
      await rowsOf(tx, { text: 'SELECT id FROM events WHERE id = $1 FOR UPDATE', values: [eventId] });
      const named = await before(tx);
      await affectedBy(tx, { text: 'DELETE FROM events WHERE id = $1', values: [eventId] });
      return named;
    });
  }
}

/** Whether the dates changed: the members are e-mailed the new ones once they stay put a moment. */
function datesChanged(before: EventContent, after: EventContent): boolean {
  return (
    before.startDate?.getTime() !== after.startDate?.getTime() || before.endDate?.getTime() !== after.endDate?.getTime()
  );
}

/** Whether what the event's own calendar entry shows changed: its name, text, place or dates. */
function calendarChanged(before: EventContent, after: EventContent): boolean {
  return (
    before.name !== after.name ||
    before.description !== after.description ||
    before.location !== after.location ||
    datesChanged(before, after)
  );
}
