import { randomUUID } from 'node:crypto';
import type { ClientBase } from 'pg';
import type { MemberRole } from '../../src/common/access/member-role';
import { bulkInsert } from './bulk-insert';
import type { Prng } from './prng';
import { type SeededPhotos, seedPhotos } from './seed-photos';
import { seedSchedule } from './seed-schedule';
import { seedCarpools, seedFlights } from './seed-travel';
import type { SeededUser } from './seed-users';
import { aroundEvent } from './timeline';

export interface EventSize {
  /** The first of these is the creator, the next 5 % are admins, the rest attendees. */
  members: readonly SeededUser[];
  photos: number;
  flights: number;
  carpools: number;
  scheduleItems: number;
}

export interface SeededEvent {
  id: string;
  members: readonly SeededUser[];
  photos: SeededPhotos;
  scheduleItemIds: string[];
}

const roleOf = (index: number, members: number): MemberRole =>
  index === 0 ? 'creator' : index <= Math.ceil(members * 0.05) ? 'admin' : 'attendee';

/** Inserts events, each created by its owner, with the given members (the owner first, as creator). */
async function insertEvents(
  client: ClientBase,
  rng: Prng,
  events: ReadonlyArray<{ name: string; members: readonly SeededUser[] }>,
): Promise<string[]> {
  const rows = events.map(({ name, members }) => ({
    id: rng.uuid(),
    name,
    description: 'Three days by the sea with everyone we love.',
    location: 'Sitges, Spain',
    startDate: aroundEvent(rng, 0, 0),
    endDate: aroundEvent(rng, 3, 3),
    adminId: members[0]!.id,
    createdBy: members[0]!.id,
    createdAt: aroundEvent(rng, -120, -90),
  }));
  await bulkInsert(
    client,
    'events',
    {
      id: 'uuid',
      name: 'text',
      description: 'text',
      location: 'text',
      startDate: 'timestamptz',
      endDate: 'timestamptz',
      adminId: 'uuid',
      createdBy: 'uuid',
      createdAt: 'timestamptz',
    },
    rows,
  );
  const memberships = rows.flatMap((event, index) =>
    events[index]!.members.map((member, position, members) => ({
      eventId: event.id,
      userId: member.id,
      role: roleOf(position, members.length),
      joinedAt: aroundEvent(rng, -90, -1),
    })),
  );
  await insertMemberships(client, memberships);
  return rows.map((row) => row.id);
}

export interface Membership {
  eventId: string;
  userId: string;
  role: MemberRole;
  joinedAt?: Date;
}

/** Members as joining makes them: each in a party of their own. */
export async function insertMemberships(client: ClientBase, memberships: Membership[]): Promise<void> {
  const rows = memberships.map((member) => ({
    ...member,
    partyId: randomUUID(),
    joinedAt: member.joinedAt ?? new Date(),
  }));
  await bulkInsert(
    client,
    'parties',
    { id: 'uuid', eventId: 'uuid' },
    rows.map(({ partyId, eventId }) => ({ id: partyId, eventId })),
  );
  await bulkInsert(
    client,
    'event_members',
    { eventId: 'uuid', userId: 'uuid', role: 'text', joinedAt: 'timestamptz', partyId: 'uuid' },
    rows,
  );
}

/** One event with its members, ready photos with votes, flights, carpools with passengers and schedule. */
export async function seedEvent(client: ClientBase, rng: Prng, name: string, size: EventSize): Promise<SeededEvent> {
  const [id] = await insertEvents(client, rng, [{ name, members: size.members }]);
  const photos = await seedPhotos(client, rng, id!, size.members, size.photos);
  await seedFlights(client, rng, id!, size.members, size.flights);
  await seedCarpools(client, rng, id!, size.members, size.carpools, { passengers: true });
  const scheduleItemIds = await seedSchedule(client, rng, id!, size.members, size.scheduleItems);
  return { id: id!, members: size.members, photos, scheduleItemIds };
}

/** `count` events of which the owner is the creator and only member: a long event list. */
export async function seedOwnedEvents(client: ClientBase, rng: Prng, owner: SeededUser, count: number): Promise<void> {
  await insertEvents(
    client,
    rng,
    Array.from({ length: count }, (_, index) => ({ name: `Trip ${index + 1}`, members: [owner] })),
  );
}
