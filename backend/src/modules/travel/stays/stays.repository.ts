import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { affectedBy, changedRows, type Db, firstRow, rowsOf, type Statement } from '../../../database/sql';
import type { RoomRow, SleeperRow, StayRow } from './dto/stay.response';
import type { Sleeper } from './stay-rules';
import type { StayKind } from './stay.entity';

/** The fields of a stay as stored. */
export interface StayFields {
  kind: StayKind;
  name: string;
  address: string | null;
  bookingUrl: string | null;
  bookingCode: string | null;
  bookingCutoff: string | null;
  checkIn: Date | null;
  checkOut: Date | null;
  membersClaimBeds: boolean;
}

export interface RoomFields {
  name: string;
  beds: string | null;
  capacity: number;
}

/** A room as a bed change sees it under its lock: its stay, whether members claim beds, and who decides. */
export interface LockedRoom {
  id: string;
  stayId: string;
  capacity: number;
  membersClaimBeds: boolean;
}

/** The parties of the caller and of the person placed; null when that person is not in the event. */
export interface BedParties {
  callerPartyId: string | null;
  sleeperPartyId: string | null;
}

/**
 * What placing a person did: the room's stay and the stays whose sleepers changed (it, and the one they
 * left); the room
 * was full; or a concurrent change gave them a bed meanwhile.
 */
export type Placement = { stayId: string; changed: string[] } | 'full' | 'raced';

const UNIQUE_VIOLATION = '23505';

const STAY_COLUMNS = `s.id, s.kind, s.name, s.address, s."bookingUrl", s."bookingCode",
  s."bookingCutoff"::text AS "bookingCutoff", s."checkIn", s."checkOut", s."membersClaimBeds", s."createdBy", s."createdAt"`;

/** The event's stays, oldest first. */
export const staysOfEvent = (eventId: string, stayId?: string): Statement => ({
  text: `SELECT ${STAY_COLUMNS} FROM stays s
         WHERE s."eventId" = $1 AND ($2::uuid IS NULL OR s.id = $2)
         ORDER BY s."createdAt", s.id`,
  values: [eventId, stayId ?? null],
});

export const roomsOfEvent = (eventId: string, stayId?: string): Statement => ({
  text: `SELECT id, "stayId", name, beds, capacity, position FROM stay_rooms
         WHERE "eventId" = $1 AND ($2::uuid IS NULL OR "stayId" = $2)
         ORDER BY position, "createdAt", id`,
  values: [eventId, stayId ?? null],
});

/**
 * Every member and party guest of the event with their bed, if any: members first, by name, then guests
 * in the order their parties added them; in a room, the order they got their bed. With a stay, only those
 * sleeping there.
 */
export const sleepersOfEvent = (eventId: string, stayId?: string): Statement => ({
  text: `SELECT * FROM (
           SELECT m."userId", NULL::uuid AS "guestId", m."partyId", u."displayName" AS name, NULL::text AS "guestOf",
                  u."photoURL", 'adult' AS "ageGroup", o."stayId", o."roomId", o."createdAt" AS "bedSince",
                  0 AS kind, lower(u."displayName") AS "sortName", m."joinedAt" AS since
           FROM event_members m JOIN users u ON u.id = m."userId"
           LEFT JOIN stay_occupants o ON o."eventId" = m."eventId" AND o."userId" = m."userId"
           WHERE m."eventId" = $1
           UNION ALL
           SELECT NULL::uuid, g.id, g."partyId", g.name,
                  (SELECT u."displayName" FROM event_members m JOIN users u ON u.id = m."userId"
                   WHERE m."partyId" = g."partyId" ORDER BY m."joinedAt", m.id LIMIT 1),
                  NULL::text, g."ageGroup", o."stayId", o."roomId", o."createdAt", 1, NULL::text, g."createdAt"
           FROM party_guests g
           LEFT JOIN stay_occupants o ON o."eventId" = g."eventId" AND o."guestId" = g.id
           WHERE g."eventId" = $1
         ) people
         WHERE $2::uuid IS NULL OR "stayId" = $2
         ORDER BY "bedSince" NULLS LAST, kind, "sortName", since, coalesce("userId", "guestId")`,
  values: [eventId, stayId ?? null],
});

const personColumn = (sleeper: Sleeper) => (sleeper.userId !== undefined ? '"userId"' : '"guestId"');
const personId = (sleeper: Sleeper) => sleeper.userId ?? sleeper.guestId;

@Injectable()
export class StaysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async read(
    eventId: string,
    stayId?: string,
  ): Promise<{ stays: StayRow[]; rooms: RoomRow[]; sleepers: SleeperRow[] }> {
    const [stays, rooms, sleepers] = await Promise.all([
      rowsOf<StayRow>(this.dataSource, staysOfEvent(eventId, stayId)),
      rowsOf<RoomRow>(this.dataSource, roomsOfEvent(eventId, stayId)),
      rowsOf<SleeperRow>(this.dataSource, sleepersOfEvent(eventId, stayId)),
    ]);
    return { stays, rooms, sleepers };
  }

  /** The stay and its rooms, in the order given, in one transaction. */
  async create(eventId: string, createdBy: string, stay: StayFields, rooms: RoomFields[]): Promise<string> {
    return this.dataSource.transaction(async (tx) => {
      const created = await firstRow<{ id: string }>(tx, {
        text: `INSERT INTO stays ("eventId", kind, name, address, "bookingUrl", "bookingCode", "bookingCutoff",
                                  "checkIn", "checkOut", "membersClaimBeds", "createdBy")
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        values: [
          eventId,
          stay.kind,
          stay.name,
          stay.address,
          stay.bookingUrl,
          stay.bookingCode,
          stay.bookingCutoff,
          stay.checkIn,
          stay.checkOut,
          stay.membersClaimBeds,
          createdBy,
        ],
      });
      if (rooms.length > 0) {
        await rowsOf(tx, {
          text: `INSERT INTO stay_rooms ("stayId", "eventId", name, beds, capacity, position)
                 SELECT $1, $2, r.name, r.beds, r.capacity, r.position - 1
                 FROM unnest($3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS r(name, beds, capacity, position)`,
          values: [
            created!.id,
            eventId,
            rooms.map((room) => room.name),
            rooms.map((room) => room.beds),
            rooms.map((room) => room.capacity),
          ],
        });
      }
      return created!.id;
    });
  }

  /** The stay is locked while `decide` merges the change (it throws to refuse); false when there is none. */
  async updateLocked(stayId: string, decide: (current: StayFields) => StayFields): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const current = await firstRow<StayFields>(tx, {
        text: `SELECT kind, name, address, "bookingUrl", "bookingCode", "bookingCutoff"::text AS "bookingCutoff",
                      "checkIn", "checkOut", "membersClaimBeds"
               FROM stays WHERE id = $1 FOR UPDATE`,
        values: [stayId],
      });
      if (!current) return false;
      const next = decide(current);
      await affectedBy(tx, {
        text: `UPDATE stays SET kind = $2, name = $3, address = $4, "bookingUrl" = $5, "bookingCode" = $6,
                      "bookingCutoff" = $7, "checkIn" = $8, "checkOut" = $9, "membersClaimBeds" = $10
               WHERE id = $1`,
        values: [
          stayId,
          next.kind,
          next.name,
          next.address,
          next.bookingUrl,
          next.bookingCode,
          next.bookingCutoff,
          next.checkIn,
          next.checkOut,
          next.membersClaimBeds,
        ],
      });
      return true;
    });
  }

  /** Its rooms and beds go with it (ON DELETE CASCADE). */
  async delete(stayId: string): Promise<void> {
    await affectedBy(this.dataSource, { text: 'DELETE FROM stays WHERE id = $1', values: [stayId] });
  }

  /**
   * A room at the end of the stay's list. The stay is locked so two rooms added at once get distinct
   * positions and the count stays within `maxRooms`.
   */
  async addRoom(stayId: string, room: RoomFields, maxRooms: number): Promise<'added' | 'too many' | 'no stay'> {
    return this.dataSource.transaction(async (tx) => {
      const stay = await firstRow<{ eventId: string }>(tx, {
        text: 'SELECT "eventId" FROM stays WHERE id = $1 FOR UPDATE',
        values: [stayId],
      });
      if (!stay) return 'no stay';
      const { count, next } = (await firstRow<{ count: number; next: number }>(tx, {
        text: `SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next
               FROM stay_rooms WHERE "stayId" = $1`,
        values: [stayId],
      }))!;
      if (count >= maxRooms) return 'too many';
      await rowsOf(tx, {
        text: `INSERT INTO stay_rooms ("stayId", "eventId", name, beds, capacity, position)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        values: [stayId, stay.eventId, room.name, room.beds, room.capacity, next],
      });
      return 'added';
    });
  }

  /**
   * The room is locked while `decide` merges the change with the number of people sleeping there (it
   * throws to refuse), so a claim cannot fill a bed the new capacity just removed. Its stay, or undefined.
   */
  async updateRoomLocked(
    roomId: string,
    decide: (current: RoomFields, occupants: number) => RoomFields,
  ): Promise<string | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const current = await this.lockRoom(tx, roomId);
      if (!current) return undefined;
      const next = decide(current, await this.occupants(tx, roomId));
      await affectedBy(tx, {
        text: 'UPDATE stay_rooms SET name = $2, beds = $3, capacity = $4 WHERE id = $1',
        values: [roomId, next.name, next.beds, next.capacity],
      });
      return current.stayId;
    });
  }

  /** Its beds go with it (ON DELETE CASCADE). The room's stay, or undefined when there is none. */
  async deleteRoom(roomId: string): Promise<string | undefined> {
    const [deleted] = await changedRows<{ stayId: string }>(this.dataSource, {
      text: 'DELETE FROM stay_rooms WHERE id = $1 RETURNING "stayId"',
      values: [roomId],
    });
    return deleted?.stayId;
  }

  /**
   * Puts a person in a room, moving them from their bed elsewhere in the event, correct under any
   * concurrency: the room's row is locked while its occupants are counted and the bed is taken, so two
   * claims of its last bed apply one after the other. The unique indexes (one bed per person per event)
   * are the backstop for one person placed in two rooms at once. `check` throws to refuse.
   */
  async placeLocked(
    eventId: string,
    roomId: string,
    sleeper: Sleeper,
    callerId: string,
    check: (room: LockedRoom, parties: BedParties) => void,
  ): Promise<Placement | undefined> {
    const placing = this.dataSource.transaction(async (tx): Promise<Placement | undefined> => {
      const room = await this.lockRoom(tx, roomId);
      if (!room) return undefined;
      check(room, await this.parties(tx, eventId, callerId, sleeper));
      const bed = await firstRow<{ id: string; roomId: string; stayId: string }>(tx, {
        text: `SELECT id, "roomId", "stayId" FROM stay_occupants
               WHERE "eventId" = $1 AND ${personColumn(sleeper)} = $2 FOR UPDATE`,
        values: [eventId, personId(sleeper)],
      });
      if (bed?.roomId === roomId) return { stayId: room.stayId, changed: [] };
      if ((await this.occupants(tx, roomId)) >= room.capacity) return 'full';
      if (bed) {
        await affectedBy(tx, {
          text: `UPDATE stay_occupants SET "roomId" = $2, "stayId" = $3, "assignedBy" = $4, "createdAt" = now()
                 WHERE id = $1`,
          values: [bed.id, roomId, room.stayId, callerId],
        });
        return { stayId: room.stayId, changed: [...new Set([room.stayId, bed.stayId])] };
      }
      await rowsOf(tx, {
        text: `INSERT INTO stay_occupants ("eventId", "stayId", "roomId", "userId", "guestId", "assignedBy")
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        values: [eventId, room.stayId, roomId, sleeper.userId ?? null, sleeper.guestId ?? null, callerId],
      });
      return { stayId: room.stayId, changed: [room.stayId] };
    });
    return placing.catch((error: unknown) => {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        return 'raced';
      }
      throw error;
    });
  }

  /**
   * Takes a person out of a room, once `check` allows it (it throws to refuse). The room's stay and
   * whether they slept there; undefined when there is no such room.
   */
  async unplace(
    eventId: string,
    roomId: string,
    sleeper: Sleeper,
    callerId: string,
    check: (room: LockedRoom, parties: BedParties) => void,
  ): Promise<{ stayId: string; removed: boolean } | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const room = await this.lockRoom(tx, roomId);
      if (!room) return undefined;
      check(room, await this.parties(tx, eventId, callerId, sleeper));
      const removed = await affectedBy(tx, {
        text: `DELETE FROM stay_occupants WHERE "roomId" = $1 AND ${personColumn(sleeper)} = $2`,
        values: [roomId, personId(sleeper)],
      });
      return { stayId: room.stayId, removed: removed > 0 };
    });
  }

  private lockRoom(db: Db, roomId: string): Promise<(LockedRoom & RoomFields) | undefined> {
    return firstRow(db, {
      text: `SELECT r.id, r."stayId", r.name, r.beds, r.capacity, s."membersClaimBeds"
             FROM stay_rooms r JOIN stays s ON s.id = r."stayId"
             WHERE r.id = $1 FOR UPDATE OF r`,
      values: [roomId],
    });
  }

  private async occupants(db: Db, roomId: string): Promise<number> {
    const row = await firstRow<{ count: number }>(db, {
      text: 'SELECT count(*)::int AS count FROM stay_occupants WHERE "roomId" = $1',
      values: [roomId],
    });
    return row!.count;
  }

  private async parties(db: Db, eventId: string, callerId: string, sleeper: Sleeper): Promise<BedParties> {
    return (await firstRow<BedParties>(db, {
      text: `SELECT (SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2) AS "callerPartyId",
                    coalesce((SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $3),
                             (SELECT "partyId" FROM party_guests WHERE "eventId" = $1 AND id = $4)) AS "sleeperPartyId"`,
      values: [eventId, callerId, sleeper.userId ?? null, sleeper.guestId ?? null],
    }))!;
  }
}
