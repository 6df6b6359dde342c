import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { Prng } from '../../backend/bench/seed/prng';
import { apiAs } from '../support/app-actions';
import { E2E_DATABASE_URL } from '../support/app-env';
import { WEB_BENCH_EVENT, seedWebBenchEvent } from '../bench/web-seed';
import { demoPhoto } from './demo-photos';

/** Any constant works; a fixed one makes the same screens on every run. */
const SEED = 20_270_611;
const MADRID = '+02:00';

/** The weekend's programme, in order, as the organisers would write it (times in Sitges, June 2027). */
const SCHEDULE: Array<[title: string, start: string, hours: number | null, location: string | null]> = [
  ['Arrivals and check-in', '2027-06-11T15:00', 3, 'Villa Sol'],
  ['Welcome drinks', '2027-06-11T18:30', 2, 'Villa Sol terrace'],
  ['Tapas dinner', '2027-06-11T21:00', 2.5, 'Old town'],
  ['Beach morning', '2027-06-12T10:00', 2.5, 'Platja de la Fragata'],
  ['Paella lunch', '2027-06-12T13:30', 1.5, 'Villa Sol'],
  ['Ceremony', '2027-06-12T17:00', 1, 'Villa Sol gardens'],
  ['Cocktail hour', '2027-06-12T18:00', 1.5, 'Villa Sol terrace'],
  ['Wedding dinner', '2027-06-12T20:00', 3, 'Villa Sol'],
  ['Dancing', '2027-06-12T23:00', 3, 'Villa Sol'],
  ['Recovery brunch', '2027-06-13T11:30', 2, 'Villa Sol'],
  ['Boat trip', '2027-06-13T14:30', 3, "Port d'Aiguadolç"],
  ['Old town walk', '2027-06-13T18:00', 1.5, 'Old town'],
  ['Sunset barbecue', '2027-06-13T20:30', 3, 'Platja de la Fragata'],
  ['Farewell breakfast', '2027-06-14T09:30', 1.5, 'Villa Sol'],
  ['Goodbyes and check-out', '2027-06-14T11:30', null, 'Villa Sol'],
];

/** Flight times from each origin of the seed to Catalonia, in minutes. */
const FLIGHT_MINUTES: Record<string, number> = {
  AMS: 135,
  FRA: 120,
  LHR: 130,
  CDG: 110,
  MUC: 120,
  ZRH: 105,
  DUB: 155,
  CPH: 175,
};

const CARPOOL_ROUTES: Array<[from: string, to: string, time: string]> = [
  ['Barcelona airport', 'Villa Sol, Sitges', '2027-06-11T12:30'],
  ['Sants station', 'Villa Sol, Sitges', '2027-06-11T14:00'],
  ['Girona airport', 'Villa Sol, Sitges', '2027-06-11T11:15'],
  ['Barcelona airport', 'Villa Sol, Sitges', '2027-06-11T16:45'],
  ['Hotel Arts', 'Villa Sol, Sitges', '2027-06-12T15:30'],
  ['Villa Sol, Sitges', 'Platja de la Fragata', '2027-06-12T09:45'],
  ['Villa Sol, Sitges', "Port d'Aiguadolç", '2027-06-13T14:00'],
  ['Villa Sol, Sitges', 'Sants station', '2027-06-14T12:00'],
  ['Villa Sol, Sitges', 'Barcelona airport', '2027-06-14T12:30'],
  ['Villa Sol, Sitges', 'Girona airport', '2027-06-14T13:15'],
];

const SHARERS = ['Ana Ruiz', 'Leo Kim', 'Mia Lund', 'Zoe Park', 'Ivy Chen', 'Noa Levi'];

const at = (local: string) => new Date(`${local}:00${MADRID}`);
const FIVE_MINUTES = 5 * 60_000;

/**
 * The demo's event: the web benchmark's (40 members, 60 photos uploaded through the API, flights, carpools,
 * a schedule with RSVPs; e2e/bench/web-seed.ts) with drawn photos instead of noise, and what a visitor reads
 * made believable: the schedule in the order of a wedding weekend at sensible hours, flights that take as
 * long as they do, carpools that go somewhere, photos shared by several guests with captions and votes, the
 * favourites featured in the banner. Answers the event's id.
 */
export async function seedDemoEvent(page: Page): Promise<string> {
  const captions: Array<string | null> = [];
  const eventId = await seedWebBenchEvent(page, {
    photo: async (index) => {
      const { image, caption } = await demoPhoto(index);
      captions[index] = caption;
      return image;
    },
  });
  // A still banner: the screenshot shows the slide it was taken of, not one halfway through a transition.
  const settings = await apiAs(page, 'PUT', `/api/events/${eventId}`, { bannerSettings: { autoRotate: false } });
  if (settings.status !== 200) throw new Error(`Banner settings refused: ${settings.status}`);

  const rng = new Prng(SEED);
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows: members } = await client.query<{ userId: string; displayName: string; creator: boolean }>(
      `SELECT m."userId", u."displayName", u.id = e."createdBy" AS creator
         FROM event_members m JOIN users u ON u.id = m."userId" JOIN events e ON e.id = m."eventId"
        WHERE m."eventId" = $1 ORDER BY m."userId"`,
      [eventId],
    );
    const memberIds = members.map(({ userId }) => userId);
    const organiser = members.find(({ creator }) => creator)!.userId;
    // A few keen guests share most photos. A phone's gallery tile leaves a name about four letters a line and
    // breaks longer words mid-word: the sharers get names that fit.
    const sharers = rng.sample(
      members.filter(({ creator }) => !creator),
      SHARERS.length,
    );
    for (const [index, sharer] of sharers.entries()) {
      sharer.displayName = SHARERS[index]!;
      await client.query('UPDATE users SET "displayName" = $2 WHERE id = $1', [sharer.userId, sharer.displayName]);
    }
    // The guests' addresses as people have them, not the seed's generated ones.
    const taken = new Set<string>();
    for (const { userId, displayName, creator } of members) {
      if (creator) continue;
      const local = displayName
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/\s+/g, '.');
      let email = `${local}@example.com`;
      for (let suffix = 2; taken.has(email); suffix++) email = `${local}${suffix}@example.com`;
      taken.add(email);
      await client.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
    }
    const { rows: photos } = await client.query<{ id: string; filename: string }>(
      'SELECT id, filename FROM photos WHERE "eventId" = $1 ORDER BY filename',
      [eventId],
    );
    for (const [index, photo] of photos.entries()) {
      // Some photos get many votes, most a handful.
      const voters = rng.sample(memberIds, 3 + Math.floor(rng.next() ** 2 * 21));
      for (const voter of voters)
        await client.query('INSERT INTO photo_votes ("photoId", "userId") VALUES ($1, $2)', [photo.id, voter]);
      await client.query('UPDATE photos SET "uploadedBy" = $2, caption = $3, votes = $4 WHERE id = $1', [
        photo.id,
        rng.pick(sharers).userId,
        captions[index] ?? null,
        voters.length,
      ]);
    }
    await client.query(
      `UPDATE photos SET "isFeatured" = true WHERE id IN
        (SELECT id FROM photos WHERE "eventId" = $1 ORDER BY votes DESC, filename LIMIT 3)`,
      [eventId],
    );

    const { rows: items } = await client.query<{ id: string }>(
      'SELECT id FROM event_schedule WHERE "eventId" = $1 ORDER BY "startTime", id',
      [eventId],
    );
    for (const [index, { id }] of items.entries()) {
      const [title, start, hours, location] = SCHEDULE[index % SCHEDULE.length]!;
      const startTime = at(start);
      const endTime = hours === null ? null : new Date(startTime.getTime() + hours * 3_600_000);
      await client.query(
        'UPDATE event_schedule SET title = $2, "startTime" = $3, "endTime" = $4, location = $5 WHERE id = $1',
        [id, title, startTime, endTime, location],
      );
      // The organiser has answered: going to all of it but the boat trip, a maybe.
      await client.query(
        `INSERT INTO rsvps ("scheduleEventId", "userId", status) VALUES ($1, $2, $3)
         ON CONFLICT ("scheduleEventId", "userId") DO UPDATE SET status = EXCLUDED.status`,
        [id, organiser, title === 'Boat trip' ? 'maybe' : 'going'],
      );
    }

    const { rows: flights } = await client.query<{ id: string; departure: string; departureTime: Date }>(
      'SELECT id, departure, "departureTime" FROM flights WHERE "eventId" = $1',
      [eventId],
    );
    for (const flight of flights) {
      // Between 07:00 and 20:00 in Sitges, on the five minutes, as timetables are.
      const local = new Date(flight.departureTime.getTime() + 2 * 3_600_000);
      local.setUTCHours(7 + (local.getUTCHours() % 14));
      const departureTime = new Date(Math.round((local.getTime() - 2 * 3_600_000) / FIVE_MINUTES) * FIVE_MINUTES);
      const minutes = FLIGHT_MINUTES[flight.departure] ?? 120;
      await client.query('UPDATE flights SET "departureTime" = $2, "arrivalTime" = $3 WHERE id = $1', [
        flight.id,
        departureTime,
        new Date(departureTime.getTime() + minutes * 60_000),
      ]);
    }

    const { rows: carpools } = await client.query<{ id: string }>(
      'SELECT id FROM carpools WHERE "eventId" = $1 ORDER BY "departureTime", id',
      [eventId],
    );
    for (const [index, { id }] of carpools.entries()) {
      const [from, to, time] = CARPOOL_ROUTES[index % CARPOOL_ROUTES.length]!;
      await client.query(
        'UPDATE carpools SET "fromLocation" = $2, "toLocation" = $3, "departureTime" = $4 WHERE id = $1',
        [id, from, to, at(time)],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
  if (captions.length !== WEB_BENCH_EVENT.photos) throw new Error('Not every demo photo was uploaded');
  return eventId;
}
