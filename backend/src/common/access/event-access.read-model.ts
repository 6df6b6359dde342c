import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstRow, type Statement } from '../../database/sql';
import { scheduleItemVisibleTo } from './schedule-visibility';
import type { EventMembership, EventResource } from './event-access.rules';

/** The table and column that lead from each resource to its event. */
const RESOURCE_SOURCE: Record<Exclude<EventResource, 'event'>, string> = {
  photo: 'photos',
  banner: 'event_banners',
  carpool: 'carpools',
  scheduleItem: 'event_schedule',
  datePollOption: 'date_poll_options',
  question: 'rsvp_questions',
  stay: 'stays',
  stayRoom: 'stay_rooms',
  expense: 'expenses',
  payment: 'payments',
  announcement: 'announcements',
  comment: 'comments',
};

/** The user's membership of the event: its id and their role. */
export const membershipOfEvent = (eventId: string, userId: string): Statement => ({
  text: 'SELECT "eventId", role FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
  values: [eventId, userId],
});

/**
 * What else a resource asks of its reader: a private schedule item, and the questions asked with it and
 * the comments on it, are there only for those invited; an announcement only for those it went to and
 * the admins.
 */
const RESOURCE_CONDITION: Partial<Record<Exclude<EventResource, 'event'>, string>> = {
  scheduleItem: `AND ${scheduleItemVisibleTo('r', '$2')}`,
  question: `AND (r."scheduleItemId" IS NULL OR EXISTS (
    SELECT 1 FROM event_schedule asked WHERE asked.id = r."scheduleItemId" AND ${scheduleItemVisibleTo('asked', '$2')}))`,
  announcement: `AND (m.role IN ('admin', 'creator') OR EXISTS (
    SELECT 1 FROM announcement_recipients received WHERE received."announcementId" = r.id AND received."userId" = $2))`,
  comment: `AND (r."scheduleItemId" IS NULL OR EXISTS (
    SELECT 1 FROM event_schedule commented WHERE commented.id = r."scheduleItemId" AND ${scheduleItemVisibleTo('commented', '$2')}))`,
};

/** The user's membership of the event owning the resource, when they may see it. */
const membershipOfResource = (
  resource: Exclude<EventResource, 'event'>,
  resourceId: string,
  userId: string,
): Statement => ({
  text: `SELECT r."eventId", m.role FROM ${RESOURCE_SOURCE[resource]} r
         JOIN event_members m ON m."eventId" = r."eventId" AND m."userId" = $2
         WHERE r.id = $1 ${RESOURCE_CONDITION[resource] ?? ''}`,
  values: [resourceId, userId],
});

/**
 * What the EventAccessGuard asks before any route on an event or on one of its records: a read across
 * the members table and the tables of every resource that belongs to an event.
 */
@Injectable()
export class EventAccessReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One query: the caller's membership of the event owning the resource, or null if none. */
  async findMembership(resource: EventResource, resourceId: string, userId: string): Promise<EventMembership | null> {
    const statement =
      resource === 'event' ? membershipOfEvent(resourceId, userId) : membershipOfResource(resource, resourceId, userId);
    return (await firstRow<EventMembership>(this.dataSource, statement)) ?? null;
  }
}
