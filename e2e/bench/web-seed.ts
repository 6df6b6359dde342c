import sharp from 'sharp';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { Prng } from '../../backend/bench/seed/prng';
import { seedCarpools, seedFlights } from '../../backend/bench/seed/seed-travel';
import { insertMemberships } from '../../backend/bench/seed/seed-event';
import { seedSchedule } from '../../backend/bench/seed/seed-schedule';
import { type SeededUser, seedUsers } from '../../backend/bench/seed/seed-users';
import { E2E_DATABASE_URL } from '../support/app-env';
import { apiAs, uploadPhotoAs } from '../support/app-actions';

/** The event every screen is measured on: what a wedding weekend holds a few weeks before. */
export const WEB_BENCH_EVENT = {
  members: 40,
  photos: 60,
  flights: 20,
  carpools: 10,
  scheduleItems: 15,
  commentedItems: 3,
};

/** Any constant works; a fixed one seeds the same guests, flights and schedule on every run. */
const SEED = 20_261_206;
/** From the seed's fixed timeline (2026-07-10) to the event's weekend. */
const SHIFT_DAYS = 336;

/** A photo as a phone takes it: 1600x1200, with enough detail that its 1440 px preview weighs about 200 KB. */
const noisePhoto = (index: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Waits until the worker has made thumbnails of every photo of the event. */
async function photosReady(client: Client, eventId: string, count: number): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ ready: number }>(
      `SELECT count(*)::int AS ready FROM photos WHERE "eventId" = $1 AND status = 'ready'`,
      [eventId],
    );
    if (rows[0]!.ready >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('The worker did not process the benchmark photos within 3 minutes');
}

/** A pinned announcement on the dashboard, and a short thread on each of the first schedule items. */
async function seedMessages(page: Page, client: Client, eventId: string): Promise<void> {
  const posted = await apiAs(page, 'POST', `/api/events/${eventId}/announcements`, {
    body: 'The shuttle to the ceremony leaves the hotel at three, not four. Map and times: https://example.com/shuttle',
    audience: 'everyone',
  });
  if (posted.status !== 201) throw new Error(`Announcement refused: ${posted.status}`);
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM event_schedule WHERE "eventId" = $1 ORDER BY "startTime" LIMIT $2',
    [eventId, WEB_BENCH_EVENT.commentedItems],
  );
  for (const { id } of rows)
    for (const body of ['Is there parking nearby?', 'Yes, behind the hall. Come early!']) {
      const commented = await apiAs(page, 'POST', `/api/schedule/${id}/comments`, { body });
      if (commented.status !== 201) throw new Error(`Comment refused: ${commented.status}`);
    }
}

/**
 * Creates the benchmark's event as the page's signed-in organiser: the event and its photos through the
 * API (real uploads the worker turns into thumbnails), the guests, flights, carpools and schedule straight
 * into the database, as the API benchmark seeds them. `photo` makes the JPEG of each upload. Answers the
 * event's id.
 */
export async function seedWebBenchEvent(
  page: Page,
  { photo = noisePhoto }: { photo?: (index: number) => Promise<Buffer> } = {},
): Promise<string> {
  const created = await apiAs<{ event: { id: string; createdBy: string } }>(page, 'POST', '/api/events', {
    name: 'Sitges wedding weekend',
    description: 'Three days by the sea with everyone we love: the ceremony, a beach day and a long lunch.',
    location: 'Sitges, Spain',
    startDate: '2027-06-11T15:00:00.000Z',
    endDate: '2027-06-14T20:00:00.000Z',
    timeZone: 'Europe/Madrid',
  });
  if (created.status !== 201) throw new Error(`Event refused: ${created.status} ${JSON.stringify(created.body)}`);
  const { id: eventId, createdBy } = created.body.event;

  const rng = new Prng(SEED);
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query('BEGIN');
    const guests = await seedUsers(client, rng, `guest-${eventId.slice(0, 8)}`, WEB_BENCH_EVENT.members - 1);
    // No avatar addresses: the benchmark's browser reaches no other host.
    await client.query('UPDATE users SET "photoURL" = NULL WHERE id = ANY($1::uuid[])', [guests.map(({ id }) => id)]);
    await insertMemberships(
      client,
      guests.map(({ id }, index) => ({ eventId, userId: id, role: index < 2 ? 'admin' : 'attendee' })),
    );
    const everyone: SeededUser[] = [{ id: createdBy, email: '' }, ...guests];
    await seedFlights(client, rng, eventId, everyone, WEB_BENCH_EVENT.flights);
    await seedCarpools(client, rng, eventId, everyone, WEB_BENCH_EVENT.carpools, { passengers: true });
    await seedSchedule(client, rng, eventId, everyone, WEB_BENCH_EVENT.scheduleItems);
    // The seed's timeline is fixed; moved to the event's weekend, the flights and items are upcoming.
    const shift = `interval '${SHIFT_DAYS} days'`;
    await client.query(
      `UPDATE flights SET "departureTime" = "departureTime" + ${shift}, "arrivalTime" = "arrivalTime" + ${shift} WHERE "eventId" = $1`,
      [eventId],
    );
    await client.query(
      `UPDATE event_schedule SET "startTime" = "startTime" + ${shift}, "endTime" = "endTime" + ${shift} WHERE "eventId" = $1`,
      [eventId],
    );
    await client.query(`UPDATE carpools SET "departureTime" = "departureTime" + ${shift} WHERE "eventId" = $1`, [
      eventId,
    ]);
    await client.query('COMMIT');
    for (let index = 0; index < WEB_BENCH_EVENT.photos; index++)
      await uploadPhotoAs(page, eventId, await photo(index), `IMG_${2000 + index}.jpg`);
    await photosReady(client, eventId, WEB_BENCH_EVENT.photos);
    await seedMessages(page, client, eventId);
  } finally {
    await client.end();
  }
  return eventId;
}
