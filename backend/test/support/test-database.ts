import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MemberRole } from '../../src/common/access/member-role';
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
  await db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [eventId, userId, role]);
}
