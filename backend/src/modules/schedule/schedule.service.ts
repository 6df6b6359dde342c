import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { definedEntries } from '../../common/objects';
import type { CreateScheduleItemDto, UpdateScheduleItemDto } from './dto/schedule-item.dto';
import { mapScheduleItem, RsvpResponse, ScheduleItemResponse, ScheduleItemRow } from './dto/schedule-item.response';
import type { RsvpStatus } from './rsvp.entity';
import { ScheduleItem } from './schedule-item.entity';

/** The caller acting in an event, as the controllers pass it. */
export interface ScheduleCaller {
  eventId: string;
  userId: string;
}

const NOT_FOUND = 'Schedule item not found';

@Injectable()
export class ScheduleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's items by start time with their RSVP counts and the caller's own answer: one query. */
  list(caller: ScheduleCaller): Promise<ScheduleItemResponse[]> {
    return this.select(caller);
  }

  async create(caller: ScheduleCaller, input: CreateScheduleItemDto): Promise<ScheduleItemResponse> {
    const startTime = new Date(input.startTime);
    const endTime = input.endTime ? new Date(input.endTime) : null;
    assertOrder(startTime, endTime);
    const [created]: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO event_schedule ("eventId", title, description, "startTime", "endTime", location, "createdBy")
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        caller.eventId,
        input.title,
        input.description ?? null,
        startTime,
        endTime,
        input.location ?? null,
        caller.userId,
      ],
    );
    return this.selectOne(caller, created!.id);
  }

  /** The item is locked while its times are checked against the change, so two edits cannot cross. */
  async update(caller: ScheduleCaller, itemId: string, changes: UpdateScheduleItemDto): Promise<ScheduleItemResponse> {
    const fields = definedEntries(changes);
    if (Object.keys(fields).length === 0) throw new BadRequestException('Nothing to update: send at least one field');
    await this.dataSource.transaction(async (manager) => {
      const item = await manager.findOne(ScheduleItem, {
        where: { id: itemId, eventId: caller.eventId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!item) throw new NotFoundException(NOT_FOUND);
      const startTime = fields.startTime ? new Date(fields.startTime) : item.startTime;
      const endTime =
        fields.endTime === undefined ? item.endTime : fields.endTime === null ? null : new Date(fields.endTime);
      assertOrder(startTime, endTime);
      await manager.update(ScheduleItem, { id: item.id }, { ...fields, startTime, endTime });
    });
    return this.selectOne(caller, itemId);
  }

  /** Its RSVPs go with it (foreign key). */
  async remove(eventId: string, itemId: string): Promise<void> {
    await this.dataSource.manager.delete(ScheduleItem, { id: itemId, eventId });
  }

  /** One answer per member and item: a second answer replaces the first. */
  async respond(userId: string, itemId: string, status: RsvpStatus): Promise<RsvpResponse> {
    const [rsvp]: RsvpResponse[] = await this.dataSource.query(
      `INSERT INTO rsvps ("scheduleEventId", "userId", status, "respondedAt") VALUES ($1, $2, $3, now())
       ON CONFLICT ("scheduleEventId", "userId") DO UPDATE SET status = EXCLUDED.status, "respondedAt" = now()
       RETURNING "scheduleEventId", "userId", status, "respondedAt"`,
      [itemId, userId, status],
    );
    return rsvp!;
  }

  private async selectOne(caller: ScheduleCaller, itemId: string): Promise<ScheduleItemResponse> {
    const [item] = await this.select(caller, itemId);
    if (!item) throw new NotFoundException(NOT_FOUND);
    return item;
  }

  /**
   * RSVPs count only while their author is a member: someone removed from the event no longer comes to
   * its dinner.
   */
  private async select(caller: ScheduleCaller, itemId?: string): Promise<ScheduleItemResponse[]> {
    const rows: ScheduleItemRow[] = await this.dataSource.query(
      `SELECT s.id, s."eventId", s.title, s.description, s."startTime", s."endTime", s.location,
              s."createdBy", s."createdAt",
              count(m.id) FILTER (WHERE r.status = 'going')::int AS going,
              count(m.id) FILTER (WHERE r.status = 'not_going')::int AS "notGoing",
              count(m.id) FILTER (WHERE r.status = 'maybe')::int AS maybe,
              min(r.status) FILTER (WHERE r."userId" = $2) AS "userRsvp"
       FROM event_schedule s
       LEFT JOIN rsvps r ON r."scheduleEventId" = s.id
       LEFT JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
       WHERE s."eventId" = $1 AND ($3::uuid IS NULL OR s.id = $3)
       GROUP BY s.id
       ORDER BY s."startTime", s.id`,
      [caller.eventId, caller.userId, itemId ?? null],
    );
    return rows.map(mapScheduleItem);
  }
}

function assertOrder(startTime: Date, endTime: Date | null): void {
  if (endTime && endTime.getTime() < startTime.getTime()) {
    throw new BadRequestException('End time must not be before the start time');
  }
}
