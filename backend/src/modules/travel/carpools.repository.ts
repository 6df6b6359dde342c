import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, type Db, firstRow, rowsOf, type Statement } from '../../database/sql';
import { carpoolJoinedNotification } from '../messages/notification-centre/notification-writers';
import { writeNotifications } from '../messages/notification-centre/notification-rows';
import type { CarpoolSeats } from './carpool-rules';
import type { CarpoolRow } from './dto/carpool.response';

export interface NewCarpool {
  eventId: string;
  driverId: string;
  fromLocation: string;
  toLocation: string;
  departureTime: Date;
  maxSeats: number;
}

/** A carpool's seats as they are now, and whether a given user holds one of them. */
export interface SeatState {
  carpool: CarpoolSeats;
  isPassenger: boolean;
}

/** What asking for a seat did: took one, added nobody (the driver, or already aboard), or found none free. */
export type SeatOutcome = 'seated' | 'not-added' | 'full';

/** The event's carpools by departure time, each with its driver and passengers as JSON: one statement. */
export const carpoolsOfEvent = (eventId: string, carpoolId?: string): Statement => ({
  text: `SELECT c.id, c."eventId", c."driverId", c."fromLocation", c."toLocation", c."departureTime",
                c."maxSeats", c."currentSeats", c."createdAt", d."displayName", d."photoURL",
                coalesce((
                  SELECT json_agg(json_build_object('userId', p."userId", 'displayName', u."displayName",
                                                    'photoURL', u."photoURL", 'joinedAt', p."joinedAt")
                                  ORDER BY p."joinedAt", p.id)
                  FROM carpool_passengers p JOIN users u ON u.id = p."userId"
                  WHERE p."carpoolId" = c.id), '[]') AS passengers
         FROM carpools c JOIN users d ON d.id = c."driverId"
         WHERE c."eventId" = $1 AND ($2::uuid IS NULL OR c.id = $2)
         ORDER BY c."departureTime", c.id`,
  values: [eventId, carpoolId ?? null],
});

/** The carpool a seat was taken in, as the driver's notification tells it. */
interface SeatTaken {
  eventId: string;
  driverId: string;
  fromLocation: string;
  toLocation: string;
  passengerName: string;
}

/** Thrown inside the seat transaction to roll back a passenger row that got no seat. */
class NoSeatLeft extends Error {}

@Injectable()
export class CarpoolsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listForEvent(eventId: string): Promise<CarpoolRow[]> {
    return rowsOf(this.dataSource, carpoolsOfEvent(eventId));
  }

  findInEvent(eventId: string, carpoolId: string): Promise<CarpoolRow | undefined> {
    return firstRow(this.dataSource, carpoolsOfEvent(eventId, carpoolId));
  }

  /** The driver takes the first seat: currentSeats starts at 1. */
  async create(carpool: NewCarpool): Promise<string> {
    return (await this.createOffering(carpool, [], () => undefined)).carpoolId;
  }

  /**
   * A carpool, and in the same transaction the e-mails offering its seats to the invited members who want
   * such e-mails. `refuse` is given the invited who are not members of the event (it throws, and nothing
   * is written). Answers the carpool and the outbox rows to hand to the queue.
   */
  async createOffering(
    carpool: NewCarpool,
    invite: readonly string[],
    refuse: (notMembers: string[]) => void,
  ): Promise<{ carpoolId: string; outboxIds: string[] }> {
    return this.dataSource.transaction(async (tx) => {
      const carpoolId = await this.insert(tx, carpool);
      if (invite.length === 0) return { carpoolId, outboxIds: [] };
      const members = await rowsOf<{ userId: string }>(tx, {
        text: 'SELECT "userId" FROM event_members WHERE "eventId" = $1 AND "userId" = ANY($2::uuid[])',
        values: [carpool.eventId, invite],
      });
      const found = new Set(members.map((member) => member.userId));
      refuse(invite.filter((userId) => !found.has(userId)));
      const written = await rowsOf<{ id: string }>(tx, {
        text: `INSERT INTO mail_outbox (kind, "userId", "eventId", payload, "dedupeKey")
               SELECT 'ride-offer', invited, $1, jsonb_build_object('carpoolId', $2::uuid),
                      concat_ws(':', 'ride-offer', $2::text, invited)
               FROM unnest($3::uuid[]) invited
               LEFT JOIN email_preferences p ON p."userId" = invited
               WHERE coalesce(p.reminders, true)
               ON CONFLICT ("dedupeKey") DO NOTHING
               RETURNING id`,
        values: [carpool.eventId, carpoolId, invite],
      });
      return { carpoolId, outboxIds: written.map((row) => row.id) };
    });
  }

  private async insert(db: Db, carpool: NewCarpool): Promise<string> {
    const created = await firstRow<{ id: string }>(db, {
      text: `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
             VALUES ($1, $2, $3, $4, $5, $6, 1) RETURNING id`,
      values: [
        carpool.eventId,
        carpool.driverId,
        carpool.fromLocation,
        carpool.toLocation,
        carpool.departureTime,
        carpool.maxSeats,
      ],
    });
    return created!.id;
  }

  /**
   * Takes a seat, correct under any concurrency. The unique (carpoolId, userId) constraint admits each
   * user once; the conditional UPDATE takes a seat only while one is free, and PostgreSQL re-checks its
   * condition on the latest row after waiting for a concurrent joiner, so seats never exceed maxSeats.
   * Both happen in one transaction: a passenger row without a seat is rolled back. The passenger row
   * comes first, as in freeSeat(), so the two always lock in the same order. The driver's notification
   * centre entry is written in the same transaction.
   */
  async takeSeat(carpoolId: string, userId: string): Promise<SeatOutcome> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        const [passenger] = await rowsOf<{ id: string }>(tx, {
          text: `INSERT INTO carpool_passengers ("carpoolId", "userId")
                 SELECT id, $2 FROM carpools WHERE id = $1 AND "driverId" <> $2
                 ON CONFLICT ("carpoolId", "userId") DO NOTHING RETURNING id`,
          values: [carpoolId, userId],
        });
        if (!passenger) return 'not-added';
        const [seat] = await rowsOf<SeatTaken>(tx, {
          text: `WITH seated AS (
                   UPDATE carpools SET "currentSeats" = "currentSeats" + 1
                   WHERE id = $1 AND "currentSeats" < "maxSeats"
                   RETURNING "eventId", "driverId", "fromLocation", "toLocation"
                 )
                 SELECT seated.*, u."displayName" AS "passengerName" FROM seated JOIN users u ON u.id = $2`,
          values: [carpoolId, userId],
        });
        if (!seat) throw new NoSeatLeft();
        await writeNotifications(tx, [
          carpoolJoinedNotification({
            ...seat,
            carpoolId,
            passengerRowId: passenger.id,
            passengerId: userId,
          }),
        ]);
        return 'seated';
      });
    } catch (error) {
      if (error instanceof NoSeatLeft) return 'full';
      throw error;
    }
  }

  /** Frees the passenger's seat in one statement, so the seat count always matches the passenger rows. */
  async freeSeat(carpoolId: string, userId: string): Promise<boolean> {
    const freed = await affectedBy(this.dataSource, {
      text: `WITH left_seat AS (
               DELETE FROM carpool_passengers WHERE "carpoolId" = $1 AND "userId" = $2 RETURNING "carpoolId")
             UPDATE carpools SET "currentSeats" = "currentSeats" - 1
             FROM left_seat WHERE carpools.id = left_seat."carpoolId"`,
      values: [carpoolId, userId],
    });
    return freed > 0;
  }

  async seatState(carpoolId: string, userId: string): Promise<SeatState | undefined> {
    const row = await firstRow<CarpoolSeats & { isPassenger: boolean }>(this.dataSource, {
      text: `SELECT c."driverId", c."currentSeats", c."maxSeats",
                    EXISTS (SELECT 1 FROM carpool_passengers p WHERE p."carpoolId" = c.id AND p."userId" = $2) AS "isPassenger"
             FROM carpools c WHERE c.id = $1`,
      values: [carpoolId, userId],
    });
    if (!row) return undefined;
    const { isPassenger, ...carpool } = row;
    return { carpool, isPassenger };
  }

  /** The passengers' seats go with it (ON DELETE CASCADE). */
  async delete(carpoolId: string): Promise<void> {
    await affectedBy(this.dataSource, { text: 'DELETE FROM carpools WHERE id = $1', values: [carpoolId] });
  }
}
