import type { ClientBase } from 'pg';
import { RSVP_STATUSES } from '../../src/modules/schedule/rsvp.entity';
import { bulkInsert } from './bulk-insert';
import type { Prng } from './prng';
import type { SeededUser } from './seed-users';
import { aroundEvent, later } from './timeline';

const TITLES = ['Welcome drinks', 'Ceremony', 'Dinner', 'Beach day', 'Brunch', 'Hike', 'Farewell party'];
const MAX_RSVPS_PER_ITEM = 150;

/** Items over the event's three days, created by its creator, each answered by up to 150 members. */
export async function seedSchedule(
  client: ClientBase,
  rng: Prng,
  eventId: string,
  members: readonly SeededUser[],
  count: number,
): Promise<string[]> {
  const items = Array.from({ length: count }, () => {
    const startTime = aroundEvent(rng, 0, 3);
    return {
      id: rng.uuid(),
      eventId,
      title: rng.pick(TITLES),
      description: rng.next() < 0.5 ? 'Bring good shoes and a jacket for the evening.' : null,
      startTime,
      endTime: rng.next() < 0.8 ? later(startTime, 30, 240, rng) : null,
      location: rng.pick(['Villa Sol', 'Platja de la Fragata', 'Old town', null]),
      createdBy: members[0]!.id,
      createdAt: aroundEvent(rng, -60, -10),
    };
  });
  await bulkInsert(
    client,
    'event_schedule',
    {
      id: 'uuid',
      eventId: 'uuid',
      title: 'text',
      description: 'text',
      startTime: 'timestamptz',
      endTime: 'timestamptz',
      location: 'text',
      createdBy: 'uuid',
      createdAt: 'timestamptz',
    },
    items,
  );
  const rsvps = items.flatMap((item) =>
    rng.sample(members, rng.int(0, Math.min(MAX_RSVPS_PER_ITEM, members.length))).map((member) => ({
      scheduleEventId: item.id,
      userId: member.id,
      status: rng.pick(RSVP_STATUSES),
      respondedAt: later(item.createdAt, 10, 50_000, rng),
    })),
  );
  await bulkInsert(
    client,
    'rsvps',
    { scheduleEventId: 'uuid', userId: 'uuid', status: 'text', respondedAt: 'timestamptz' },
    rsvps,
  );
  return items.map((item) => item.id);
}
