/** Flights land after they take off (the table's check constraint says the same). */
export function flightTimesRefusal(departureTime: Date, arrivalTime: Date): string | null {
  return arrivalTime.getTime() > departureTime.getTime() ? null : 'Arrival time must be after the departure time';
}

/**
 * Arrivals within two hours of the first one of a group share it: long enough to gather a car-load of
 * friends at the airport, short enough that nobody waits half a day. The window is anchored at the group's
 * first arrival, so a steady trickle of flights never merges into one endless group.
 */
export const ARRIVAL_WINDOW_MINUTES = 120;

export interface Arrival {
  id: string;
  arrival: string;
  arrivalTime: Date;
}

export interface ArrivalGroup<T extends Arrival> {
  /** The airport as the first flight of the group spells it. */
  airport: string;
  firstArrival: Date;
  lastArrival: Date;
  flights: T[];
}

/** Airports are free text: "bcn", "BCN " and "Bcn" are one airport. */
export function airportKey(airport: string): string {
  return airport.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Groups arrivals by airport and time window, groups ordered by their first arrival. */
export function groupArrivals<T extends Arrival>(
  flights: readonly T[],
  windowMinutes = ARRIVAL_WINDOW_MINUTES,
): Array<ArrivalGroup<T>> {
  const windowMs = windowMinutes * 60_000;
  const byTime = [...flights].sort(
    (a, b) => a.arrivalTime.getTime() - b.arrivalTime.getTime() || a.id.localeCompare(b.id),
  );
  const groups: Array<ArrivalGroup<T>> = [];
  const open = new Map<string, ArrivalGroup<T>>();
  for (const flight of byTime) {
    const key = airportKey(flight.arrival);
    const current = open.get(key);
    if (current && flight.arrivalTime.getTime() - current.firstArrival.getTime() <= windowMs) {
      current.flights.push(flight);
      current.lastArrival = flight.arrivalTime;
      continue;
    }
    const group = {
      airport: flight.arrival.trim(),
      firstArrival: flight.arrivalTime,
      lastArrival: flight.arrivalTime,
      flights: [flight],
    };
    groups.push(group);
    open.set(key, group);
  }
  return groups;
}
