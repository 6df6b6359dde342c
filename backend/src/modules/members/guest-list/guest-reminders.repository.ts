import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, changedRows, firstRow, rowsOf } from '../../../database/sql';
import type { PartyToRemind } from './guest-list.assembly';

/** How long after one reminder to answer the next may go out. */
export const REMINDER_INTERVAL_HOURS = 24;

export type RemindersClaim =
  | { claimed: true; remindedAt: Date; outboxIds: string[]; partyIds: string[] }
  | { claimed: false; lastRemindedAt: Date | null };

@Injectable()
export class GuestRemindersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** When the event's last reminder to answer went out. */
  async lastReminded(eventId: string): Promise<Date | null> {
    const row = await firstRow<{ guestsRemindedAt: Date | null }>(this.dataSource, {
      text: 'SELECT "guestsRemindedAt" FROM events WHERE id = $1',
      values: [eventId],
    });
    return row?.guestsRemindedAt ?? null;
  }

  /**
   * Claims the event's reminder for today (a conditional UPDATE: of two admins at once, one claims and the
   * other finds it claimed) and, in the same transaction, writes one e-mail per member of each party who
   * wants reminders, and marks the parties that got one reminded.
   */
  claimAndWrite(eventId: string, parties: readonly PartyToRemind[]): Promise<RemindersClaim> {
    return this.dataSource.transaction(async (tx): Promise<RemindersClaim> => {
      const [claim] = await changedRows<{ guestsRemindedAt: Date }>(tx, {
        text: `UPDATE events SET "guestsRemindedAt" = now()
               WHERE id = $1 AND ("guestsRemindedAt" IS NULL
                                  OR "guestsRemindedAt" <= now() - make_interval(hours => $2))
               RETURNING "guestsRemindedAt"`,
        values: [eventId, REMINDER_INTERVAL_HOURS],
      });
      if (!claim) {
        const current = await firstRow<{ guestsRemindedAt: Date | null }>(tx, {
          text: 'SELECT "guestsRemindedAt" FROM events WHERE id = $1',
          values: [eventId],
        });
        return { claimed: false, lastRemindedAt: current?.guestsRemindedAt ?? null };
      }
      const written = await rowsOf<{ id: string; partyId: string }>(tx, {
        text: `WITH asked AS (
                 SELECT * FROM unnest($2::uuid[], $3::text[]) AS asked("partyId", items)
               ), written AS (
                 INSERT INTO mail_outbox (kind, "userId", "eventId", payload, "dedupeKey")
                 SELECT 'answer-reminder', m."userId", $1, jsonb_build_object('items', asked.items::jsonb),
                        concat_ws(':', 'answer-reminder', $1::text, extract(epoch FROM $4::timestamptz), m."userId")
                 FROM asked
                 JOIN event_members m ON m."partyId" = asked."partyId" AND m."eventId" = $1
                 LEFT JOIN email_preferences p ON p."userId" = m."userId"
                 WHERE coalesce(p.reminders, true)
                 ON CONFLICT ("dedupeKey") DO NOTHING
                 RETURNING id, "userId"
               )
               SELECT written.id, m."partyId" FROM written
               JOIN event_members m ON m."userId" = written."userId" AND m."eventId" = $1`,
        values: [
          eventId,
          parties.map((party) => party.partyId),
          parties.map((party) => JSON.stringify(party.items)),
          claim.guestsRemindedAt,
        ],
      });
      const partyIds = [...new Set(written.map((row) => row.partyId))];
      await affectedBy(tx, {
        text: 'UPDATE parties SET "lastRemindedAt" = $3 WHERE "eventId" = $1 AND id = ANY($2::uuid[])',
        values: [eventId, partyIds, claim.guestsRemindedAt],
      });
      return { claimed: true, remindedAt: claim.guestsRemindedAt, outboxIds: written.map((row) => row.id), partyIds };
    });
  }
}
