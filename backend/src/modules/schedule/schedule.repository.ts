import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, type Db, firstRow, rowsOf, type Statement } from '../../database/sql';
import type { PersonResponse, RsvpResponse, ScheduleItemRow } from './dto/schedule-item.response';
import type { RsvpStatus } from './rsvp.entity';
import type { Audience } from './schedule-item.entity';
import { scheduleItemVisibleTo, partyAskedTo } from '../../common/access/schedule-visibility';
import { itemCancelledNotificationsSql } from '../messages/notification-centre/notification-writers';

/** What an item says: all of it can be changed. */
export interface ScheduleItemFields {
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date | null;
  location: string | null;
}

/** A guest without a name has a null displayName and the name of the member who brings them. */
export type RespondentRow = Omit<PersonResponse, 'displayName'> & {
  displayName: string | null;
  guestOf: string | null;
  status: RsvpStatus;
};

/** Who an item is for: everyone, or only the parties invited to it (and the admins, who see every item). */
export interface ScheduleItemAudience {
  audience: Audience;
  partyIds: string[];
}

export type ScheduleItemState = ScheduleItemFields & ScheduleItemAudience;

export type NewScheduleItem = ScheduleItemState & { eventId: string; createdBy: string };

/** A party that is not one of the event's was invited: nothing was written. */
export class UnknownPartyError extends Error {}

/** The parties invited to the event_schedule row of this alias, as text so the driver answers strings. */
const invitedParties = (item: string) =>
  `ARRAY(SELECT invited."partyId" FROM schedule_item_parties invited
         WHERE invited."scheduleItemId" = ${item}.id ORDER BY invited."partyId")::text[]`;

/** How many of the people going each item of the list names; the rest are a count until asked for. */
export const GOING_PREVIEW = 5;

/**
 * The event's items by start time with their RSVP counts and the user's own answer: one statement.
 * The counts count people: members and the guests their parties bring. A member's answer counts only
 * while they are a member: someone removed from the event no longer comes to its dinner.
 */
export const scheduleOfEvent = (eventId: string, userId: string, itemId?: string): Statement => ({
  text: `SELECT s.id, s."eventId", s.title, s.description, s."startTime", s."endTime", s.location,
                s."createdBy", s."createdAt", s."updatedAt", s.audience, ${invitedParties('s')} AS "partyIds",
                count(coalesce(m.id, pg.id)) FILTER (WHERE r.status = 'going')::int AS going,
                count(coalesce(m.id, pg.id)) FILTER (WHERE r.status = 'not_going')::int AS "notGoing",
                count(coalesce(m.id, pg.id)) FILTER (WHERE r.status = 'maybe')::int AS maybe,
                min(r.status) FILTER (WHERE r."userId" = $2) AS "userRsvp",
                (SELECT coalesce(json_agg(json_build_object('id', u.id, 'displayName', u."displayName",
                                                            'photoURL', u."photoURL") ORDER BY g."respondedAt", u.id), '[]')
                 FROM (SELECT gr."userId", gr."respondedAt" FROM rsvps gr
                       JOIN event_members gm ON gm."eventId" = s."eventId" AND gm."userId" = gr."userId"
                       WHERE gr."scheduleEventId" = s.id AND gr.status = 'going'
                         AND ${partyAskedTo('s', 'gm."partyId"')}
                       ORDER BY gr."respondedAt", gr."userId" LIMIT ${GOING_PREVIEW}) g
                 JOIN users u ON u.id = g."userId") AS "goingPreview"
         FROM event_schedule s
         LEFT JOIN rsvps r ON r."scheduleEventId" = s.id
         LEFT JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
           AND ${partyAskedTo('s', 'm."partyId"')}
         LEFT JOIN party_guests pg ON pg.id = r."guestId" AND ${partyAskedTo('s', 'pg."partyId"')}
         WHERE s."eventId" = $1 AND ($3::uuid IS NULL OR s.id = $3) AND ${scheduleItemVisibleTo('s', '$2')}
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

  /**
   * The item, its invited parties and its 'added' change for the members' digest, in one transaction.
   * Throws UnknownPartyError when a party is not one of the event's.
   */
  create(item: NewScheduleItem): Promise<string> {
    return this.dataSource.transaction(async (tx) => {
      await lockParties(tx, item.eventId, item.partyIds);
      const created = await firstRow<{ id: string }>(tx, {
        text: `INSERT INTO event_schedule ("eventId", title, description, "startTime", "endTime", location, audience, "createdBy")
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        values: [
          item.eventId,
          item.title,
          item.description,
          item.startTime,
          item.endTime,
          item.location,
          item.audience,
          item.createdBy,
        ],
      });
      const itemId = created!.id;
      await inviteParties(tx, itemId, item.partyIds);
      await recordChange(tx, { eventId: item.eventId, itemId, change: 'added', item, changedBy: item.createdBy });
      return itemId;
    });
  }

  /**
   * Locks the item's row while `decide` checks a change against it, then writes what it returns (its
   * invited parties replaced), so two edits cannot cross; a change members would notice goes to their
   * digest in the same transaction. `decide` throws to refuse; UnknownPartyError is thrown when a party
   * is not one of the event's. Answers the item before and after, or undefined when the event has no
   * such item.
   */
  changeLocked(
    eventId: string,
    itemId: string,
    changedBy: string,
    decide: (item: ScheduleItemState) => ScheduleItemState,
  ): Promise<{ before: ScheduleItemState; after: ScheduleItemState } | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const before = await firstRow<ScheduleItemState>(tx, {
        text: `SELECT title, description, "startTime", "endTime", location, audience, ${invitedParties('s')} AS "partyIds"
               FROM event_schedule s WHERE id = $1 AND "eventId" = $2 FOR UPDATE`,
        values: [itemId, eventId],
      });
      if (!before) return undefined;
      const after = decide(before);
      const partiesChanged = !sameParties(before.partyIds, after.partyIds);
      if (partiesChanged) {
        await lockParties(tx, eventId, after.partyIds);
        await inviteParties(tx, itemId, after.partyIds);
      }
      if (partiesChanged || before.audience !== after.audience || !sameItem(before, after)) {
        await affectedBy(tx, {
          text: `UPDATE event_schedule SET title = $2, description = $3, "startTime" = $4, "endTime" = $5,
                   location = $6, audience = $7, sequence = sequence + 1, "updatedAt" = now()
                 WHERE id = $1`,
          values: [
            itemId,
            after.title,
            after.description,
            after.startTime,
            after.endTime,
            after.location,
            after.audience,
          ],
        });
        await recordChange(tx, { eventId, itemId, change: 'changed', item: after, changedBy });
      }
      return { before, after };
    });
  }

  /** The people asked to the item who answered it, by name, with their answers; guests too. */
  respondents(itemId: string): Promise<RespondentRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT * FROM (
               SELECT r.status, u.id, u."displayName", u."photoURL", NULL::text AS "guestOf"
               FROM rsvps r
               JOIN event_schedule s ON s.id = r."scheduleEventId"
               JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
               JOIN users u ON u.id = r."userId"
               WHERE r."scheduleEventId" = $1 AND ${partyAskedTo('s', 'm."partyId"')}
               UNION ALL
               SELECT r.status, g.id, g.name, NULL, host."displayName"
               FROM rsvps r
               JOIN event_schedule s ON s.id = r."scheduleEventId"
               JOIN party_guests g ON g.id = r."guestId" AND ${partyAskedTo('s', 'g."partyId"')}
               JOIN LATERAL (SELECT hu."displayName" FROM event_members hm JOIN users hu ON hu.id = hm."userId"
                             WHERE hm."partyId" = g."partyId" ORDER BY hm."joinedAt", hm.id LIMIT 1) host ON true
               WHERE r."scheduleEventId" = $1
             ) people
             ORDER BY lower(coalesce("displayName", "guestOf")), "guestOf" NULLS FIRST, id`,
      values: [itemId],
    });
  }

  /**
   * Its RSVPs and invited parties go with it (foreign keys); its 'cancelled' change, for those who could
   * see it, goes to the members' digest in the same statement, and so do the notification centre entries
   * of the members going to it, read before their answers go. Answers what the item was, or undefined
   * when the event has no such item.
   */
  delete(eventId: string, itemId: string, changedBy: string): Promise<{ startTime: Date } | undefined> {
    return firstRow(this.dataSource, {
      text: `WITH invited AS (
               SELECT coalesce(array_agg("partyId"), '{}') AS "partyIds" FROM schedule_item_parties
               WHERE "scheduleItemId" = $1
             ), gone AS (
               DELETE FROM event_schedule WHERE id = $1 AND "eventId" = $2
               RETURNING id, "eventId", title, "startTime", audience
             ), change AS (
               INSERT INTO schedule_changes ("eventId", "itemId", change, title, "startTime", "changedBy", audience, "partyIds")
               SELECT "eventId", id, 'cancelled', title, "startTime", $3, audience, invited."partyIds" FROM gone, invited
               RETURNING id
             ), bell AS (
               ${itemCancelledNotificationsSql('gone', 'change', '$3::uuid', scheduleItemVisibleTo('gone', 'r."userId"'))}
             )
             SELECT "startTime" FROM gone`,
      values: [itemId, eventId, changedBy],
    });
  }

  /** The member's answer to the item, as it was recorded. */
  rsvpOf(itemId: string, userId: string): Promise<RsvpResponse | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT "scheduleEventId", "userId", status, "respondedAt" FROM rsvps
             WHERE "scheduleEventId" = $1 AND "userId" = $2`,
      values: [itemId, userId],
    });
  }
}

/**
 * Locks the invited parties against a join deleting one while the item is written (a join copies a
 * deleted party's invitations to the party it joins), and checks they are the event's.
 */
async function lockParties(tx: Db, eventId: string, partyIds: string[]): Promise<void> {
  if (partyIds.length === 0) return;
  const found = await rowsOf<{ id: string }>(tx, {
    text: 'SELECT id FROM parties WHERE "eventId" = $1 AND id = ANY($2::uuid[]) FOR SHARE',
    values: [eventId, partyIds],
  });
  if (found.length !== new Set(partyIds).size) throw new UnknownPartyError();
}

/** Replaces the parties invited to the item. */
async function inviteParties(tx: Db, itemId: string, partyIds: string[]): Promise<void> {
  await affectedBy(tx, { text: 'DELETE FROM schedule_item_parties WHERE "scheduleItemId" = $1', values: [itemId] });
  if (partyIds.length === 0) return;
  await affectedBy(tx, {
    text: `INSERT INTO schedule_item_parties ("scheduleItemId", "partyId") SELECT $1, unnest($2::uuid[])`,
    values: [itemId, partyIds],
  });
}

/** What the members' digest will tell, and whom: the item's audience as it now is. */
async function recordChange(
  tx: Db,
  change: { eventId: string; itemId: string; change: 'added' | 'changed'; item: ScheduleItemState; changedBy: string },
): Promise<void> {
  await affectedBy(tx, {
    text: `INSERT INTO schedule_changes ("eventId", "itemId", change, title, "startTime", "changedBy", audience, "partyIds")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid[])`,
    values: [
      change.eventId,
      change.itemId,
      change.change,
      change.item.title,
      change.item.startTime,
      change.changedBy,
      change.item.audience,
      change.item.partyIds,
    ],
  });
}

function sameParties(a: readonly string[], b: readonly string[]): boolean {
  const sorted = [...b].sort();
  return a.length === b.length && [...a].sort().every((id, index) => id === sorted[index]);
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
