import { airportKey, type Arrival, groupArrivals } from './flight-rules';

/** People landing within an hour of a group's first arrival can share a car without a long wait. */
export const RIDE_WINDOW_MINUTES = 60;

/** A ride leaving the airport within three hours of someone's landing is their ride: they need no other. */
export const RIDE_COVERS_HOURS = 3;

/** A flight of a member, as the suggestions list them. */
export interface ArrivingFlight extends Arrival {
  userId: string;
}

/** A carpool as far as the suggestions need it: where it leaves from, when, who is in it, and its free seats. */
export interface RideFromAirport {
  fromLocation: string;
  departureTime: Date;
  /** The driver and the passengers. */
  riderIds: readonly string[];
  freeSeats: number;
}

export interface RideSuggestion<T extends ArrivingFlight> {
  airport: string;
  earliest: Date;
  latest: Date;
  /** One flight per person: their first in the group. */
  flights: T[];
}

/**
 * Whether a carpool leaves from the airport: its "from" is free text, so "BCN", "bcn " and
 * "BCN airport" all leave from BCN.
 */
export function leavesFrom(fromLocation: string, airport: string): boolean {
  const from = airportKey(fromLocation);
  const key = airportKey(airport);
  return from === key || ` ${from} `.includes(` ${key} `);
}

/**
 * Someone with a ride from their airport within the hours after landing: they are in it (driving or a
 * passenger), or it has a seat they can take. A ride offered to a group answers their suggestion.
 */
export function hasRide(flight: ArrivingFlight, rides: readonly RideFromAirport[]): boolean {
  const landed = flight.arrivalTime.getTime();
  const until = landed + RIDE_COVERS_HOURS * 3_600_000;
  return rides.some(
    (ride) =>
      (ride.riderIds.includes(flight.userId) || ride.freeSeats > 0) &&
      leavesFrom(ride.fromLocation, flight.arrival) &&
      ride.departureTime.getTime() >= landed &&
      ride.departureTime.getTime() <= until,
  );
}

/**
 * Groups of at least two people landing at one airport within an hour of the group's first arrival, who
 * have no ride from there yet: each group could share one car. Groups are ordered by their first arrival.
 */
export function suggestRides<T extends ArrivingFlight>(
  flights: readonly T[],
  rides: readonly RideFromAirport[],
): Array<RideSuggestion<T>> {
  const needingRide = flights.filter((flight) => !hasRide(flight, rides));
  return groupArrivals(needingRide, RIDE_WINDOW_MINUTES).flatMap((group) => {
    const seen = new Set<string>();
    const people = group.flights.filter((flight) => !seen.has(flight.userId) && seen.add(flight.userId));
    if (people.length < 2) return [];
    return [
      {
        airport: group.airport,
        earliest: people[0]!.arrivalTime,
        latest: people[people.length - 1]!.arrivalTime,
        flights: people,
      },
    ];
  });
}
