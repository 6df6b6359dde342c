import { Client } from 'pg';
import { Prng } from './prng';
import { type SeededEvent, seedEvent, seedOwnedEvents } from './seed-event';
import { type SeededCarpool, seedCarpools } from './seed-travel';
import { type SeededUser, seedUsers } from './seed-users';

/** Any constant works; a fixed one makes every run seed the same rows. */
const SEED = 20_261_120;

export interface BenchDataset {
  /** 200 members, 2,000 ready photos with votes, 200 flights, 100 carpools and a schedule: reads, votes, RSVPs. */
  main: SeededEvent;
  /** The same members; carpools with seven free seats each, for the join benchmark. */
  joinable: SeededCarpool[];
  /** 10 and 1,000 rows in every list, to count statements per request. */
  small: SeededEvent;
  large: SeededEvent;
  /** Members of 10 and of 1,000 events. */
  fewEvents: SeededUser;
  manyEvents: SeededUser;
}

const sized = (members: readonly SeededUser[], rows: number) => ({
  members: members.slice(0, rows),
  photos: rows,
  flights: rows,
  carpools: rows,
  scheduleItems: rows,
});

/**
 * Seeds the benchmark's data in one transaction with multi-row inserts (seconds, not minutes), then
 * vacuums and analyzes so the planner and index-only scans see the tables as a long-running database would.
 */
export async function seedBenchDataset(url: string, joinableCarpools: number): Promise<BenchDataset> {
  const rng = new Prng(SEED);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const people = await seedUsers(client, rng, 'member', 200);
    const main = await seedEvent(client, rng, 'Sitges wedding', {
      members: people,
      photos: 2000,
      flights: 200,
      carpools: 100,
      scheduleItems: 24,
    });
    const joinableEvent = await seedEvent(client, rng, 'Sitges rides', {
      members: people,
      photos: 0,
      flights: 0,
      carpools: 0,
      scheduleItems: 0,
    });
    const joinable = await seedCarpools(client, rng, joinableEvent.id, people, joinableCarpools, {
      passengers: false,
      maxSeats: 8,
    });

    const crowd = await seedUsers(client, rng, 'crowd', 1000);
    const small = await seedEvent(client, rng, 'Small trip', sized(crowd, 10));
    const large = await seedEvent(client, rng, 'Large festival', sized(crowd, 1000));
    const [fewEvents, manyEvents] = await seedUsers(client, rng, 'organiser', 2);
    await seedOwnedEvents(client, rng, fewEvents!, 10);
    await seedOwnedEvents(client, rng, manyEvents!, 1000);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
    return { main, joinable, small, large, fewEvents: fewEvents!, manyEvents: manyEvents! };
  } finally {
    await client.end();
  }
}
