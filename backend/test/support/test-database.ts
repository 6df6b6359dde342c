import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MemberRole } from '../../src/common/access/member-role';
import type { TierName } from '../../src/modules/subscriptions/subscription-tier.entity';
import { TIER_CATALOGUE, type TierDefinition } from '../../src/modules/subscriptions/tier-catalogue';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { TEST_DATABASE_URL } from './test-env';

/**
 * The repositories' integration tests: the run's migrated test database (prepared by the global set-up),
 * with the rows a test needs written straight in. Each test makes its own users and events, so tests
 * never see each other's rows.
 */
export async function openTestDatabase(): Promise<DataSource> {
  const dataSource = new DataSource({ ...dataSourceOptions(TEST_DATABASE_URL), extra: { max: 10 } });
  return dataSource.initialize();
}

export interface SeededUser {
  id: string;
  email: string;
  displayName: string;
}

export async function seedUser(db: DataSource, displayName = 'Test Person'): Promise<SeededUser> {
  const email = `${randomUUID()}@example.test`;
  const [user] = await db.query(
    `INSERT INTO users ("googleSubject", email, "displayName") VALUES ($1, $2, $3) RETURNING id`,
    [randomUUID(), email, displayName],
  );
  return { id: user.id, email, displayName };
}

/** An event with its creator as the first member. */
export async function seedEvent(db: DataSource, creatorId: string, name = 'Lake Weekend'): Promise<string> {
  const [event] = await db.query(
    `INSERT INTO events (name, "adminId", "createdBy", "startDate") VALUES ($1, $2, $2, now() + interval '30 days') RETURNING id`,
    [name, creatorId],
  );
  await seedMember(db, event.id, creatorId, 'creator');
  return event.id;
}

export async function seedMember(db: DataSource, eventId: string, userId: string, role: MemberRole): Promise<void> {
  // A member in a party of their own, as joining makes them.
  await db.query(
    `WITH party AS (INSERT INTO parties ("eventId") VALUES ($1) RETURNING id)
     INSERT INTO event_members ("eventId", "userId", role, "partyId") SELECT $1, $2, $3, id FROM party`,
    [eventId, userId, role],
  );
}

/** `count` new users who joined the event as attendees, named `${name} 0`, `${name} 1`, … */
export async function seedAttendees(
  db: DataSource,
  eventId: string,
  count: number,
  name = 'Guest',
): Promise<SeededUser[]> {
  const users = await Promise.all(Array.from({ length: count }, (_, i) => seedUser(db, `${name} ${i}`)));
  await Promise.all(users.map((user) => seedMember(db, eventId, user.id, 'attendee')));
  return users;
}

export interface SeededPhoto {
  status?: 'processing' | 'ready' | 'failed';
  caption?: string | null;
  isFeatured?: boolean;
  sizeBytes?: number;
  uploadedAt?: Date;
}

/** A photo of the event (ready unless told), its upload already spent. */
export async function seedPhoto(
  db: DataSource,
  eventId: string,
  uploadedBy: string,
  photo: SeededPhoto = {},
): Promise<string> {
  const [row] = await db.query(
    `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", caption, status, "isFeatured", "sizeBytes", "uploadedAt")
     VALUES ($1, $2, 'photo.jpg', $3, $4, $5, $6, $7, coalesce($8, now())) RETURNING id`,
    [
      eventId,
      uploadedBy,
      `uploads/${randomUUID()}`,
      photo.caption ?? null,
      photo.status ?? 'ready',
      photo.isFeatured ?? false,
      photo.sizeBytes ?? 0,
      photo.uploadedAt ?? null,
    ],
  );
  return row.id;
}

/** A pending invitation to the event, sent by `invitedBy`. */
export async function seedInvitation(
  db: DataSource,
  eventId: string,
  invitedBy: string,
  email = `${randomUUID()}@example.test`,
): Promise<string> {
  const [row] = await db.query(
    `INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken") VALUES ($1, $2, $3, $4) RETURNING id`,
    [eventId, invitedBy, email, randomUUID()],
  );
  return row.id;
}

/**
 * Puts the user on a plan of the catalogue, first writing its row as the catalogue defines it (the app's
 * start-up does this; the test database has the migration's bare rows). Never a plan of a test's own:
 * tests read the tier table whole.
 */
export async function seedPlan(db: DataSource, userId: string, tierName: TierName): Promise<TierDefinition> {
  const tier = TIER_CATALOGUE[tierName];
  const columns = Object.keys(tier).filter((column) => column !== 'tierName');
  await db.query(
    `UPDATE subscription_tiers SET ${columns.map((column, i) => `"${column}" = $${i + 2}`).join(', ')} WHERE "tierName" = $1`,
    [tierName, ...columns.map((column) => tier[column as keyof TierDefinition])],
  );
  await db.query('UPDATE users SET "subscriptionTier" = $2 WHERE id = $1', [userId, tierName]);
  return tier;
}

/** A member's answer to a schedule item, as replying records it. */
export async function seedRsvp(db: DataSource, itemId: string, userId: string, status: string): Promise<void> {
  await db.query(
    `INSERT INTO rsvps ("scheduleEventId", "userId", status) VALUES ($1, $2, $3)
     ON CONFLICT ("scheduleEventId", "userId") DO UPDATE SET status = EXCLUDED.status, "respondedAt" = now()`,
    [itemId, userId, status],
  );
}
