import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Statement } from '../../database/sql';
import type { FlightRow } from './dto/flight.response';

export interface FlightFields {
  airline: string;
  flightNumber: string;
  departure: string;
  arrival: string;
  departureTime: Date;
  arrivalTime: Date;
}

/** What a change to a flight is decided on: its poster and its times as they are. */
export type LockedFlight = Pick<FlightFields, 'departureTime' | 'arrivalTime'> & { userId: string };

/** The event's flights by departure time, each with its poster: one statement whatever the number. */
export const flightsOfEvent = (eventId: string, flightId?: string): Statement => ({
  text: `SELECT f.id, f."eventId", f."userId", f.airline, f."flightNumber", f.departure, f.arrival,
                f."departureTime", f."arrivalTime", f."createdAt", u."displayName", u."photoURL"
         FROM flights f JOIN users u ON u.id = f."userId"
         WHERE f."eventId" = $1 AND ($2::uuid IS NULL OR f.id = $2)
         ORDER BY f."departureTime", f.id`,
  values: [eventId, flightId ?? null],
});

@Injectable()
export class FlightsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listForEvent(eventId: string): Promise<FlightRow[]> {
    return rowsOf(this.dataSource, flightsOfEvent(eventId));
  }

  findInEvent(eventId: string, flightId: string): Promise<FlightRow | undefined> {
    return firstRow(this.dataSource, flightsOfEvent(eventId, flightId));
  }

  /** The new flight with its poster, in one round trip. */
  async create(eventId: string, userId: string, flight: FlightFields): Promise<FlightRow> {
    const created = await firstRow<FlightRow>(this.dataSource, {
      text: `WITH f AS (
               INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime")
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
             SELECT f.*, u."displayName", u."photoURL" FROM f JOIN users u ON u.id = f."userId"`,
      values: [
        eventId,
        userId,
        flight.airline,
        flight.flightNumber,
        flight.departure,
        flight.arrival,
        flight.departureTime,
        flight.arrivalTime,
      ],
    });
    return created!;
  }

  /**
   * Locks the flight's row while `decide` checks a change against it, then writes the fields it
   * returns, so two edits cannot cross. `decide` throws to refuse; false when there is no such flight.
   */
  async changeLocked(
    eventId: string,
    flightId: string,
    decide: (flight: LockedFlight) => Partial<FlightFields>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const flight = await firstRow<LockedFlight>(tx, {
        text: `SELECT "userId", "departureTime", "arrivalTime" FROM flights WHERE id = $1 AND "eventId" = $2 FOR UPDATE`,
        values: [flightId, eventId],
      });
      if (!flight) return false;
      const change = decide(flight);
      await affectedBy(tx, {
        text: `UPDATE flights SET airline = coalesce($2, airline), "flightNumber" = coalesce($3, "flightNumber"),
                 departure = coalesce($4, departure), arrival = coalesce($5, arrival),
                 "departureTime" = coalesce($6, "departureTime"), "arrivalTime" = coalesce($7, "arrivalTime")
               WHERE id = $1`,
        values: [
          flightId,
          change.airline ?? null,
          change.flightNumber ?? null,
          change.departure ?? null,
          change.arrival ?? null,
          change.departureTime ?? null,
          change.arrivalTime ?? null,
        ],
      });
      return true;
    });
  }

  /** Deletes the flight only if the user posted it; false otherwise (not theirs, or not there). */
  async deleteOwned(eventId: string, flightId: string, userId: string): Promise<boolean> {
    const deleted = await affectedBy(this.dataSource, {
      text: 'DELETE FROM flights WHERE id = $1 AND "eventId" = $2 AND "userId" = $3',
      values: [flightId, eventId, userId],
    });
    return deleted > 0;
  }

  async posterOf(eventId: string, flightId: string): Promise<string | undefined> {
    const flight = await firstRow<{ userId: string }>(this.dataSource, {
      text: 'SELECT "userId" FROM flights WHERE id = $1 AND "eventId" = $2',
      values: [flightId, eventId],
    });
    return flight?.userId;
  }
}
