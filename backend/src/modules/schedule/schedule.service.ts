import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../common/access/event-access.rules';
import { definedEntries, sentOr } from '../../common/objects';
import type { CreateScheduleItemDto, UpdateScheduleItemDto } from './dto/schedule-item.dto';
import { mapScheduleItem, RespondentsResponse, RsvpResponse, ScheduleItemResponse } from './dto/schedule-item.response';
import type { RsvpStatus } from './rsvp.entity';
import { ReminderScheduler } from '../notifications/reminder-scheduler';
import { type RespondentRow, ScheduleRepository } from './schedule.repository';

const NOT_FOUND = 'Schedule item not found';

@Injectable()
export class ScheduleService {
  constructor(
    private readonly schedule: ScheduleRepository,
    private readonly reminders: ReminderScheduler,
  ) {}

  /** The event's items by start time with their RSVP counts and the caller's own answer: one query. */
  async list(caller: EventCaller): Promise<ScheduleItemResponse[]> {
    return (await this.schedule.listForEvent(caller.eventId, caller.userId)).map(mapScheduleItem);
  }

  async create(caller: EventCaller, input: CreateScheduleItemDto): Promise<ScheduleItemResponse> {
    const startTime = new Date(input.startTime);
    const endTime = input.endTime ? new Date(input.endTime) : null;
    assertOrder(startTime, endTime);
    const itemId = await this.schedule.create({
      eventId: caller.eventId,
      title: input.title,
      description: input.description ?? null,
      startTime,
      endTime,
      location: input.location ?? null,
      createdBy: caller.userId,
    });
    await this.reminders.plan(itemId, startTime);
    return this.selectOne(caller, itemId);
  }

  /** The item is locked while its times are checked against the change, so two edits cannot cross. */
  async update(caller: EventCaller, itemId: string, changes: UpdateScheduleItemDto): Promise<ScheduleItemResponse> {
    const fields = definedEntries(changes);
    if (Object.keys(fields).length === 0) throw new BadRequestException('Nothing to update: send at least one field');
    const changed = await this.schedule.changeLocked(caller.eventId, itemId, caller.userId, (item) => {
      const startTime = fields.startTime ? new Date(fields.startTime) : item.startTime;
      const endTime =
        fields.endTime === undefined ? item.endTime : fields.endTime === null ? null : new Date(fields.endTime);
      assertOrder(startTime, endTime);
      return {
        title: sentOr(fields.title, item.title),
        description: sentOr(fields.description, item.description),
        startTime,
        endTime,
        location: sentOr(fields.location, item.location),
      };
    });
    if (!changed) throw new NotFoundException(NOT_FOUND);
    if (changed.before.startTime.getTime() !== changed.after.startTime.getTime()) {
      await this.reminders.move(itemId, changed.before.startTime, changed.after.startTime);
    }
    return this.selectOne(caller, itemId);
  }

  /** Its RSVPs go with it (foreign key), and its reminder. */
  async remove(caller: EventCaller, itemId: string): Promise<void> {
    const removed = await this.schedule.delete(caller.eventId, itemId, caller.userId);
    if (removed) await this.reminders.drop(itemId, removed.startTime);
  }

  /** One answer per member and item: a second answer replaces the first. */
  respond(userId: string, itemId: string, status: RsvpStatus): Promise<RsvpResponse> {
    return this.schedule.respond(itemId, userId, status);
  }

  /** Who answered, by name and answer: going, maybe and not going. */
  async respondents(itemId: string): Promise<RespondentsResponse> {
    const rows = await this.schedule.respondents(itemId);
    const people = (status: RespondentRow['status']) =>
      rows
        .filter((row) => row.status === status)
        .map(({ id, displayName, photoURL }) => ({ id, displayName, photoURL }));
    return { going: people('going'), maybe: people('maybe'), notGoing: people('not_going') };
  }

  private async selectOne(caller: EventCaller, itemId: string): Promise<ScheduleItemResponse> {
    const item = await this.schedule.findInEvent(caller.eventId, caller.userId, itemId);
    if (!item) throw new NotFoundException(NOT_FOUND);
    return mapScheduleItem(item);
  }
}

function assertOrder(startTime: Date, endTime: Date | null): void {
  if (endTime && endTime.getTime() < startTime.getTime()) {
    throw new BadRequestException('End time must not be before the start time');
  }
}
