import type { ClientBase } from 'pg';
import { bulkInsert } from './bulk-insert';
import type { Prng } from './prng';
import type { SeededUser } from './seed-users';
import { aroundEvent, later } from './timeline';

const AIRLINES = [
  ['KLM', 'KL'],
  ['Lufthansa', 'LH'],
  ['Vueling', 'VY'],
  ['British Airways', 'BA'],
  ['Iberia', 'IB'],
] as const;
const ORIGINS = ['AMS', 'FRA', 'LHR', 'CDG', 'MUC', 'ZRH', 'DUB', 'CPH'];
const DESTINATIONS = ['BCN', 'GRO', 'REU'];
const PLACES = ['Barcelona airport', 'Sants station', 'Girona airport', 'Hotel Arts', 'Villa Sol, Sitges'];

/** Flights of random members, arriving in the two days before the event. */
export async function seedFlights(
  client: ClientBase,
  rng: Prng,
  eventId: string,
  members: readonly SeededUser[],
  count: number,
): Promise<void> {
  const flights = Array.from({ length: count }, () => {
    const [airline, code] = rng.pick(AIRLINES);
    const departureTime = aroundEvent(rng, -2, 0);
    return {
      eventId,
      userId: rng.pick(members).id,
      airline,
      flightNumber: `${code}${rng.int(100, 9999)}`,
      departure: rng.pick(ORIGINS),
      arrival: rng.pick(DESTINATIONS),
      departureTime,
      arrivalTime: later(departureTime, 60, 600, rng),
      createdAt: aroundEvent(rng, -60, -3),
    };
  });
  await bulkInsert(
    client,
    'flights',
    {
      eventId: 'uuid',
      userId: 'uuid',
      airline: 'text',
      flightNumber: 'text',
      departure: 'text',
      arrival: 'text',
      departureTime: 'timestamptz',
      arrivalTime: 'timestamptz',
      createdAt: 'timestamptz',
    },
    flights,
  );
}

export interface SeededCarpool {
  id: string;
  driverId: string;
}

/**
 * Carpools driven by random members. With `passengers`, some seats are taken by other members (and
 * currentSeats counts them, as the app keeps it); without, every carpool has all of `maxSeats` - 1 free.
 */
export async function seedCarpools(
  client: ClientBase,
  rng: Prng,
  eventId: string,
  members: readonly SeededUser[],
  count: number,
  options: { passengers: boolean; maxSeats?: number },
): Promise<SeededCarpool[]> {
  const carpools = Array.from({ length: count }, () => {
    const driver = rng.pick(members);
    const maxSeats = options.maxSeats ?? rng.int(3, 8);
    const passengers = options.passengers
      ? rng.sample(
          members.filter((member) => member !== driver),
          rng.int(0, Math.min(3, maxSeats - 1)),
        )
      : [];
    const departureTime = aroundEvent(rng, -1, 2);
    return {
      id: rng.uuid(),
      eventId,
      driverId: driver.id,
      fromLocation: rng.pick(PLACES),
      toLocation: rng.pick(PLACES),
      departureTime,
      maxSeats,
      currentSeats: 1 + passengers.length,
      createdAt: aroundEvent(rng, -40, -2),
      passengers,
    };
  });
  await bulkInsert(
    client,
    'carpools',
    {
      id: 'uuid',
      eventId: 'uuid',
      driverId: 'uuid',
      fromLocation: 'text',
      toLocation: 'text',
      departureTime: 'timestamptz',
      maxSeats: 'int',
      currentSeats: 'int',
      createdAt: 'timestamptz',
    },
    carpools,
  );
  const passengers = carpools.flatMap((carpool) =>
    carpool.passengers.map((passenger) => ({
      carpoolId: carpool.id,
      userId: passenger.id,
      joinedAt: later(carpool.createdAt, 10, 20_000, rng),
    })),
  );
  await bulkInsert(
    client,
    'carpool_passengers',
    { carpoolId: 'uuid', userId: 'uuid', joinedAt: 'timestamptz' },
    passengers,
  );
  return carpools.map(({ id, driverId }) => ({ id, driverId }));
}
