import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { carpoolCancelRefusal } from '../../common/access/ownership.rules';
import { CARPOOL_DEFAULT_SEATS } from './carpool.entity';
import {
  ALREADY_PASSENGER,
  CARPOOL_FULL,
  CarpoolSeats,
  joinRefusal,
  leaveRefusal,
  NOT_PASSENGER,
} from './carpool-rules';
import type { CreateCarpoolDto } from './dto/carpool.dto';
import { CarpoolResponse, CarpoolRow, mapCarpool } from './dto/carpool.response';
import type { TravelCaller } from './flights.service';

const NOT_FOUND = 'Carpool not found';

@Injectable()
export class CarpoolsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's carpools by departure time, each with its driver and passengers: one query. */
  list(eventId: string): Promise<CarpoolResponse[]> {
    return this.select(eventId);
  }

  /** The driver is the caller and takes the first seat (currentSeats starts at 1). */
  async create(caller: TravelCaller, input: CreateCarpoolDto): Promise<CarpoolResponse> {
    const [created]: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
       VALUES ($1, $2, $3, $4, $5, $6, 1) RETURNING id`,
      [
        caller.eventId,
        caller.userId,
        input.fromLocation,
        input.toLocation,
        new Date(input.departureTime),
        input.maxSeats ?? CARPOOL_DEFAULT_SEATS,
      ],
    );
    return this.selectOne(caller.eventId, created!.id);
  }

  /**
   * Takes a seat, correct under any concurrency. The unique (carpoolId, userId) constraint admits each
   * user once; the conditional UPDATE takes a seat only while one is free, and PostgreSQL re-checks its
   * condition on the latest row after waiting for a concurrent joiner, so seats never exceed maxSeats.
   * Both happen in one transaction: a passenger row without a seat is rolled back. The passenger row
   * comes first, as in leave(), so the two always lock in the same order.
   */
  async join(caller: TravelCaller, carpoolId: string): Promise<CarpoolResponse> {
    await this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO carpool_passengers ("carpoolId", "userId")
         SELECT id, $2 FROM carpools WHERE id = $1 AND "driverId" <> $2
         ON CONFLICT ("carpoolId", "userId") DO NOTHING RETURNING id`,
        [carpoolId, caller.userId],
      );
      if (inserted.length === 0) {
        const { carpool, isPassenger } = await this.seats(manager, carpoolId, caller.userId);
        // Nothing inserted: the caller drives this carpool, or the unique constraint found them aboard.
        throw new ConflictException(joinRefusal(carpool, caller.userId, isPassenger) ?? ALREADY_PASSENGER);
      }
      // TypeORM answers an UPDATE with its rows and the number it affected.
      const [, seated]: [unknown[], number] = await manager.query(
        `UPDATE carpools SET "currentSeats" = "currentSeats" + 1 WHERE id = $1 AND "currentSeats" < "maxSeats"`,
        [carpoolId],
      );
      if (seated === 0) throw new ConflictException(CARPOOL_FULL);
    });
    return this.selectOne(caller.eventId, carpoolId);
  }

  /** Frees the passenger's seat; one statement, so the seat count always matches the passenger rows. */
  async leave(caller: TravelCaller, carpoolId: string): Promise<CarpoolResponse> {
    const [, left]: [unknown[], number] = await this.dataSource.query(
      `WITH left_seat AS (
         DELETE FROM carpool_passengers WHERE "carpoolId" = $1 AND "userId" = $2 RETURNING "carpoolId")
       UPDATE carpools SET "currentSeats" = "currentSeats" - 1
       FROM left_seat WHERE carpools.id = left_seat."carpoolId"`,
      [carpoolId, caller.userId],
    );
    if (left === 0) {
      const { carpool, isPassenger } = await this.seats(this.dataSource.manager, carpoolId, caller.userId);
      throw new ConflictException(leaveRefusal(carpool, caller.userId, isPassenger) ?? NOT_PASSENGER);
    }
    return this.selectOne(caller.eventId, carpoolId);
  }

  /** The driver calls the ride off; the passengers' seats go with it. */
  async cancel(caller: TravelCaller, carpoolId: string): Promise<void> {
    const { carpool } = await this.seats(this.dataSource.manager, carpoolId, caller.userId);
    const refusal = carpoolCancelRefusal(carpool.driverId, caller.userId);
    if (refusal) throw new ForbiddenException(refusal);
    await this.dataSource.query('DELETE FROM carpools WHERE id = $1', [carpoolId]);
  }

  /** Why a seat change did not happen: the carpool's state as it is now. */
  private async seats(
    manager: EntityManager,
    carpoolId: string,
    userId: string,
  ): Promise<{ carpool: CarpoolSeats; isPassenger: boolean }> {
    const [row]: Array<CarpoolSeats & { isPassenger: boolean }> = await manager.query(
      `SELECT c."driverId", c."currentSeats", c."maxSeats",
              EXISTS (SELECT 1 FROM carpool_passengers p WHERE p."carpoolId" = c.id AND p."userId" = $2) AS "isPassenger"
       FROM carpools c WHERE c.id = $1`,
      [carpoolId, userId],
    );
    if (!row) throw new NotFoundException(NOT_FOUND);
    const { isPassenger, ...carpool } = row;
    return { carpool, isPassenger };
  }

  private async selectOne(eventId: string, carpoolId: string): Promise<CarpoolResponse> {
    const [carpool] = await this.select(eventId, carpoolId);
    if (!carpool) throw new NotFoundException(NOT_FOUND);
    return carpool;
  }

  private async select(eventId: string, carpoolId?: string): Promise<CarpoolResponse[]> {
    const rows: CarpoolRow[] = await this.dataSource.query(
      `SELECT c.id, c."eventId", c."driverId", c."fromLocation", c."toLocation", c."departureTime",
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
      [eventId, carpoolId ?? null],
    );
    return rows.map(mapCarpool);
  }
}
