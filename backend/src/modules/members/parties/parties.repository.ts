import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { affectedBy, changedRows, firstRow, rowsOf, type Statement } from '../../../database/sql';
import type { PartyGuestResponse, PartyResponse } from './dto/party.response';
import type { AgeGroup } from './party-guest.entity';

/** The event's parties with their members and guests, in the order they were made: one statement. */
const partiesOfEvent = (eventId: string, partyId?: string): Statement => ({
  text: `SELECT p.id, p."guestLimit", p."lastRemindedAt",
                (SELECT coalesce(json_agg(json_build_object('userId', m."userId", 'displayName', u."displayName",
                                                            'photoURL', u."photoURL") ORDER BY m."joinedAt", m.id), '[]')
                 FROM event_members m JOIN users u ON u.id = m."userId" WHERE m."partyId" = p.id) AS members,
                (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'ageGroup', g."ageGroup")
                                          ORDER BY g."createdAt", g.id), '[]')
                 FROM party_guests g WHERE g."partyId" = p.id) AS guests
         FROM parties p
         WHERE p."eventId" = $1 AND ($2::uuid IS NULL OR p.id = $2)
         ORDER BY p."createdAt", p.id`,
  values: [eventId, partyId ?? null],
});

interface LockedParty {
  id: string;
  guestLimit: number;
  guests: number;
}

/**
 * Locks the party's row, so guests are added and limits changed one at a time, then counts its guests.
 * The count is a statement of its own: read committed gives it a snapshot taken after the lock was won,
 * which sees the guests the previous holder added.
 */
async function lockParty(tx: EntityManager, eventId: string, partyId: string): Promise<LockedParty | undefined> {
  const party = await firstRow<{ id: string; guestLimit: number }>(tx, {
    text: 'SELECT id, "guestLimit" FROM parties WHERE id = $1 AND "eventId" = $2 FOR UPDATE',
    values: [partyId, eventId],
  });
  if (!party) return undefined;
  const counted = await firstRow<{ guests: number }>(tx, {
    text: 'SELECT count(*)::int AS guests FROM party_guests WHERE "partyId" = $1',
    values: [partyId],
  });
  return { ...party, guests: counted!.guests };
}

export type GuestChange = { name?: string | null; ageGroup?: AgeGroup };

@Injectable()
export class PartiesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(eventId: string): Promise<PartyResponse[]> {
    return rowsOf(this.dataSource, partiesOfEvent(eventId));
  }

  find(eventId: string, partyId: string): Promise<PartyResponse | undefined> {
    return firstRow(this.dataSource, partiesOfEvent(eventId, partyId));
  }

  async partyOf(eventId: string, userId: string): Promise<string | undefined> {
    const row = await firstRow<{ partyId: string }>(this.dataSource, {
      text: 'SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
      values: [eventId, userId],
    });
    return row?.partyId;
  }

  /**
   * Adds a guest unless the party has all the guests it may bring; the party's row is locked, so two
   * members adding at once cannot pass the limit. 'full' when it has; undefined when there is no party.
   */
  addGuestLocked(
    eventId: string,
    partyId: string,
    guest: { name: string | null; ageGroup: AgeGroup },
  ): Promise<PartyGuestResponse | 'full' | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const party = await lockParty(tx, eventId, partyId);
      if (!party) return undefined;
      if (party.guests >= party.guestLimit) return 'full';
      return firstRow<PartyGuestResponse>(tx, {
        text: `INSERT INTO party_guests ("partyId", "eventId", name, "ageGroup") VALUES ($1, $2, $3, $4)
               RETURNING id, name, "ageGroup"`,
        values: [partyId, eventId, guest.name, guest.ageGroup],
      });
    });
  }

  async updateGuest(
    eventId: string,
    partyId: string,
    guestId: string,
    change: GuestChange,
  ): Promise<PartyGuestResponse | undefined> {
    const [guest] = await changedRows<PartyGuestResponse>(this.dataSource, {
      text: `UPDATE party_guests SET
               name = CASE WHEN $4 THEN $5 ELSE name END,
               "ageGroup" = coalesce($6, "ageGroup")
             WHERE id = $1 AND "partyId" = $2 AND "eventId" = $3
             RETURNING id, name, "ageGroup"`,
      values: [guestId, partyId, eventId, change.name !== undefined, change.name ?? null, change.ageGroup ?? null],
    });
    return guest;
  }

  /** The guest's answers go with them (foreign keys). */
  async removeGuest(eventId: string, partyId: string, guestId: string): Promise<boolean> {
    return (
      (await affectedBy(this.dataSource, {
        text: 'DELETE FROM party_guests WHERE id = $1 AND "partyId" = $2 AND "eventId" = $3',
        values: [guestId, partyId, eventId],
      })) > 0
    );
  }

  /**
   * Sets how many guests the party may bring, unless it already brings more; the row is locked against a
   * guest being added meanwhile. The guests it has when refused; undefined when there is no party.
   */
  setGuestLimitLocked(
    eventId: string,
    partyId: string,
    guestLimit: number,
  ): Promise<{ refusedWith?: number } | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const party = await lockParty(tx, eventId, partyId);
      if (!party) return undefined;
      if (party.guests > guestLimit) return { refusedWith: party.guests };
      await affectedBy(tx, {
        text: 'UPDATE parties SET "guestLimit" = $2 WHERE id = $1',
        values: [partyId, guestLimit],
      });
      return {};
    });
  }

  /**
   * Moves a member into another party. A party left without members joins the new one whole: its guests,
   * its allowance and the private items it was invited to. Both parties are locked, in id order so two
   * crossing joins cannot deadlock. 'too many' when the joined allowance would pass `maxGuests`.
   */
  joinLocked(
    eventId: string,
    partyId: string,
    userId: string,
    maxGuests: number,
  ): Promise<'joined' | 'no party' | 'no member' | 'too many'> {
    return this.dataSource
      .transaction(async (tx) => {
        const member = await firstRow<{ partyId: string }>(tx, {
          text: 'SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
          values: [eventId, userId],
        });
        if (!member) return 'no member';
        if (member.partyId === partyId) return (await lockParty(tx, eventId, partyId)) ? 'joined' : 'no party';
        const [first, second] = [member.partyId, partyId].sort();
        const locked = [await lockParty(tx, eventId, first!), await lockParty(tx, eventId, second!)];
        const target = locked.find((party) => party?.id === partyId);
        const source = locked.find((party) => party?.id === member.partyId);
        if (!target || !source) return 'no party';
        const moved = await affectedBy(tx, {
          text: 'UPDATE event_members SET "partyId" = $3 WHERE "eventId" = $1 AND "userId" = $2 AND "partyId" = $4',
          values: [eventId, userId, partyId, source.id],
        });
        if (moved === 0) return 'no member';
        const othersLeft = await firstRow<{ count: number }>(tx, {
          text: 'SELECT count(*)::int AS count FROM event_members WHERE "partyId" = $1',
          values: [source.id],
        });
        if (othersLeft!.count > 0) return 'joined';
        const guestLimit = target.guestLimit + source.guestLimit;
        if (guestLimit > maxGuests) throw new TooManyGuests();
        await affectedBy(tx, {
          text: 'UPDATE parties SET "guestLimit" = $2 WHERE id = $1',
          values: [partyId, guestLimit],
        });
        await affectedBy(tx, {
          text: 'UPDATE party_guests SET "partyId" = $2 WHERE "partyId" = $1',
          values: [source.id, partyId],
        });
        await affectedBy(tx, {
          text: `INSERT INTO schedule_item_parties ("scheduleItemId", "partyId")
               SELECT "scheduleItemId", $2 FROM schedule_item_parties WHERE "partyId" = $1
               ON CONFLICT DO NOTHING`,
          values: [source.id, partyId],
        });
        await affectedBy(tx, { text: 'DELETE FROM parties WHERE id = $1', values: [source.id] });
        return 'joined';
      })
      .catch((error: unknown) => {
        if (error instanceof TooManyGuests) return 'too many' as const;
        throw error;
      });
  }

  /**
   * Takes a member out of a party of several into a party of their own, invited to the private items
   * their party was. 'alone' when they are its only member.
   */
  separateLocked(eventId: string, partyId: string, userId: string): Promise<'separated' | 'alone' | 'no member'> {
    return this.dataSource.transaction(async (tx) => {
      const party = await lockParty(tx, eventId, partyId);
      if (!party) return 'no member';
      const members = await rowsOf<{ userId: string }>(tx, {
        text: 'SELECT "userId" FROM event_members WHERE "partyId" = $1',
        values: [partyId],
      });
      if (!members.some((member) => member.userId === userId)) return 'no member';
      if (members.length === 1) return 'alone';
      const own = await firstRow<{ id: string }>(tx, {
        text: 'INSERT INTO parties ("eventId") VALUES ($1) RETURNING id',
        values: [eventId],
      });
      await affectedBy(tx, {
        text: 'UPDATE event_members SET "partyId" = $3 WHERE "eventId" = $1 AND "userId" = $2',
        values: [eventId, userId, own!.id],
      });
      await affectedBy(tx, {
        text: `INSERT INTO schedule_item_parties ("scheduleItemId", "partyId")
               SELECT "scheduleItemId", $2 FROM schedule_item_parties WHERE "partyId" = $1`,
        values: [partyId, own!.id],
      });
      return 'separated';
    });
  }
}

/** Rolls a join back when the parties together would bring too many guests. */
class TooManyGuests extends Error {}
