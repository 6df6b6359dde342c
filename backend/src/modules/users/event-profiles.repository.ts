import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstRow, rowsOf, type Statement } from '../../database/sql';
import type { EventUserProfile } from './event-user-profile.entity';

export type EventProfileRow = Omit<EventUserProfile, 'event' | 'user'>;

/** The fields a member edits of their event profile, in the table's order. */
const PROFILE_FIELDS = [
  'eventNickname',
  'eventBio',
  'role',
  'roomingPreferences',
  'transportationNotes',
  'eventEmergencyContact',
  'eventEmergencyContactPhone',
  'eventDietaryNotes',
  'eventAllergies',
  'specialRequests',
  'profileVisibility',
  'isProfileComplete',
] as const satisfies ReadonlyArray<keyof EventProfileRow>;

export type EventProfileChanges = Partial<Pick<EventProfileRow, (typeof PROFILE_FIELDS)[number]>>;

const PROFILE_COLUMNS = ['id', 'eventId', 'userId', ...PROFILE_FIELDS, 'createdAt', 'updatedAt']
  .map((column) => `"${column}"`)
  .join(', ');

/**
 * Writes the fields sent and keeps the others, creating the profile if need be. The column names come
 * from PROFILE_FIELDS, never from the caller; the values are parameters.
 */
function upsertStatement(eventId: string, userId: string, changes: EventProfileChanges): Statement {
  const fields = PROFILE_FIELDS.filter((field) => changes[field] !== undefined);
  const columns = fields.map((field) => `"${field}"`);
  const updates = [...columns.map((column) => `${column} = EXCLUDED.${column}`), '"updatedAt" = DEFAULT'];
  return {
    text: `INSERT INTO event_user_profiles ("eventId", "userId"${columns.map((column) => `, ${column}`).join('')})
           VALUES ($1, $2${fields.map((_, i) => `, $${i + 3}`).join('')})
           ON CONFLICT ("eventId", "userId") DO UPDATE SET ${updates.join(', ')}
           RETURNING ${PROFILE_COLUMNS}`,
    values: [eventId, userId, ...fields.map((field) => changes[field])],
  };
}

@Injectable()
export class EventProfilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(eventId: string, userId: string): Promise<EventProfileRow | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT ${PROFILE_COLUMNS} FROM event_user_profiles WHERE "eventId" = $1 AND "userId" = $2`,
      values: [eventId, userId],
    });
  }

  /** One statement, so concurrent saves of different fields never undo each other. */
  async upsert(eventId: string, userId: string, changes: EventProfileChanges): Promise<EventProfileRow> {
    const saved = await firstRow<EventProfileRow>(this.dataSource, upsertStatement(eventId, userId, changes));
    return saved!;
  }

  /** Whether the user is a member of the event: only members have an event profile. */
  async isMember(eventId: string, userId: string): Promise<boolean> {
    const member = await rowsOf(this.dataSource, {
      text: 'SELECT 1 FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
      values: [eventId, userId],
    });
    return member.length > 0;
  }
}
