import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { flightChangeRefusal } from '../../common/access/ownership.rules';
import { definedEntries } from '../../common/objects';
import type { CreateFlightDto, UpdateFlightDto } from './dto/flight.dto';
import { FlightResponse, FlightRow, mapFlight } from './dto/flight.response';
import { Flight } from './flight.entity';
import { ARRIVAL_WINDOW_MINUTES, ArrivalGroup, flightTimesRefusal, groupArrivals } from './flight-rules';

/** The caller acting in an event, as the controllers pass it. */
export interface TravelCaller {
  eventId: string;
  userId: string;
}

export interface ArrivalsBoard {
  windowMinutes: number;
  groups: Array<ArrivalGroup<FlightResponse>>;
}

const NOT_FOUND = 'Flight not found';

@Injectable()
export class FlightsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's flights by departure time, each with its poster: one query whatever the number. */
  list(eventId: string): Promise<FlightResponse[]> {
    return this.select(eventId);
  }

  /** Everyone's arrivals grouped by airport and time window, so the group can plan pickups. */
  async arrivalsBoard(eventId: string): Promise<ArrivalsBoard> {
    const flights = await this.select(eventId);
    return { windowMinutes: ARRIVAL_WINDOW_MINUTES, groups: groupArrivals(flights) };
  }

  async create(caller: TravelCaller, input: CreateFlightDto): Promise<FlightResponse> {
    const departureTime = new Date(input.departureTime);
    const arrivalTime = new Date(input.arrivalTime);
    assertTimes(departureTime, arrivalTime);
    const [row]: FlightRow[] = await this.dataSource.query(
      `WITH f AS (
         INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
       SELECT f.*, u."displayName", u."photoURL" FROM f JOIN users u ON u.id = f."userId"`,
      [
        caller.eventId,
        caller.userId,
        input.airline,
        input.flightNumber,
        input.departure,
        input.arrival,
        departureTime,
        arrivalTime,
      ],
    );
    return mapFlight(row!);
  }

  /** The flight is locked while its times are checked against the change, so two edits cannot cross. */
  async update(caller: TravelCaller, flightId: string, changes: UpdateFlightDto): Promise<FlightResponse> {
    const fields = definedEntries(changes);
    if (Object.keys(fields).length === 0) throw new BadRequestException('Nothing to update: send at least one field');
    await this.dataSource.transaction(async (manager) => {
      const flight = await manager.findOne(Flight, {
        where: { id: flightId, eventId: caller.eventId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!flight) throw new NotFoundException(NOT_FOUND);
      const refusal = flightChangeRefusal(flight.userId, caller.userId);
      if (refusal) throw new ForbiddenException(refusal);
      const departureTime = fields.departureTime ? new Date(fields.departureTime) : flight.departureTime;
      const arrivalTime = fields.arrivalTime ? new Date(fields.arrivalTime) : flight.arrivalTime;
      assertTimes(departureTime, arrivalTime);
      await manager.update(Flight, { id: flight.id }, { ...fields, departureTime, arrivalTime });
    });
    const [flight] = await this.select(caller.eventId, flightId);
    if (!flight) throw new NotFoundException(NOT_FOUND);
    return flight;
  }

  async remove(caller: TravelCaller, flightId: string): Promise<void> {
    // TypeORM answers an UPDATE or DELETE with its rows and the number it affected.
    const [, deleted]: [unknown[], number] = await this.dataSource.query(
      'DELETE FROM flights WHERE id = $1 AND "eventId" = $2 AND "userId" = $3',
      [flightId, caller.eventId, caller.userId],
    );
    if (deleted > 0) return;
    const [flight] = (await this.dataSource.query('SELECT "userId" FROM flights WHERE id = $1 AND "eventId" = $2', [
      flightId,
      caller.eventId,
    ])) as Array<{ userId: string }>;
    if (!flight) throw new NotFoundException(NOT_FOUND);
    throw new ForbiddenException(flightChangeRefusal(flight.userId, caller.userId));
  }

  private async select(eventId: string, flightId?: string): Promise<FlightResponse[]> {
    const rows: FlightRow[] = await this.dataSource.query(
      `SELECT f.id, f."eventId", f."userId", f.airline, f."flightNumber", f.departure, f.arrival,
              f."departureTime", f."arrivalTime", f."createdAt", u."displayName", u."photoURL"
       FROM flights f JOIN users u ON u.id = f."userId"
       WHERE f."eventId" = $1 AND ($2::uuid IS NULL OR f.id = $2)
       ORDER BY f."departureTime", f.id`,
      [eventId, flightId ?? null],
    );
    return rows.map(mapFlight);
  }
}

function assertTimes(departureTime: Date, arrivalTime: Date): void {
  const refusal = flightTimesRefusal(departureTime, arrivalTime);
  if (refusal) throw new BadRequestException(refusal);
}
