import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberRole } from './member-role';
import type { EventMembership, EventResource } from './event-access.rules';

/** The table and column that lead from each resource to its event. */
const RESOURCE_SOURCE: Record<Exclude<EventResource, 'event'>, string> = {
  photo: 'photos',
  banner: 'event_banners',
  carpool: 'carpools',
  scheduleItem: 'event_schedule',
};

@Injectable()
export class EventAccessRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One query: the caller's membership of the event owning the resource, or null if none. */
  async findMembership(resource: EventResource, resourceId: string, userId: string): Promise<EventMembership | null> {
    const rows: Array<{ eventId: string; role: MemberRole }> =
      resource === 'event'
        ? await this.dataSource.query(
            'SELECT "eventId", role FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
            [resourceId, userId],
          )
        : await this.dataSource.query(
            `SELECT r."eventId", m.role FROM ${RESOURCE_SOURCE[resource]} r
             JOIN event_members m ON m."eventId" = r."eventId" AND m."userId" = $2
             WHERE r.id = $1`,
            [resourceId, userId],
          );
    return rows[0] ?? null;
  }
}
