import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { type EventCaller, roleSatisfies } from '../../common/access/event-access.rules';
import { definedEntries, sentOr } from '../../common/objects';
import type { CreateScheduleItemDto, UpdateScheduleItemDto } from './dto/schedule-item.dto';
import {
  mapScheduleItem,
  RespondentsResponse,
  RsvpResponse,
  ScheduleItemResponse,
  type ScheduleItemRow,
} from './dto/schedule-item.response';
import type { RsvpStatus } from './rsvp.entity';
import { ReminderScheduler } from '../notifications/reminder-scheduler';
import { PartyRsvpsService } from './party-rsvps.service';
import {
  type RespondentRow,
  type ScheduleItemAudience,
  ScheduleRepository,
  UnknownPartyError,
} from './schedule.repository';

const NOT_FOUND = 'Schedule item not found';

@Injectable()
export class ScheduleService {
  constructor(
    private readonly schedule: ScheduleRepository,
    private readonly reminders: ReminderScheduler,
    private readonly partyRsvps: PartyRsvpsService,
  ) {}

  /** The event's items by start time with their RSVP counts and the caller's own answer: one query. */
  async list(caller: EventCaller): Promise<ScheduleItemResponse[]> {
    return (await this.schedule.listForEvent(caller.eventId, caller.userId)).map((row) => presentTo(caller, row));
  }

  async create(caller: EventCaller, input: CreateScheduleItemDto): Promise<ScheduleItemResponse> {
    const startTime = new Date(input.startTime);
    const endTime = input.endTime ? new Date(input.endTime) : null;
    assertOrder(startTime, endTime);
    const itemId = await this.schedule
      .create({
        eventId: caller.eventId,
        title: input.title,
        description: input.description ?? null,
        startTime,
        endTime,
        location: input.location ?? null,
        ...audienceAfter(input, { audience: 'everyone', partyIds: [] }),
        createdBy: caller.userId,
      })
      .catch(refuseUnknownParty);
    await this.reminders.plan(itemId, startTime);
    return this.selectOne(caller, itemId);
  }

  /** The item is locked while its times are checked against the change, so two edits cannot cross. */
  async update(caller: EventCaller, itemId: string, changes: UpdateScheduleItemDto): Promise<ScheduleItemResponse> {
    const fields = definedEntries(changes);
    if (Object.keys(fields).length === 0) throw new BadRequestException('Nothing to update: send at least one field');
    const changing = this.schedule.changeLocked(caller.eventId, itemId, caller.userId, (item) => {
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
        ...audienceAfter(fields, item),
      };
    });
    const changed = await changing.catch(refuseUnknownParty);
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

  /** The caller's own answer, by the rules of a party's reply: a second answer replaces the first. */
  async respond(caller: EventCaller, itemId: string, status: RsvpStatus): Promise<RsvpResponse> {
    await this.partyRsvps.reply(caller, itemId, [{ kind: 'member', id: caller.userId, status }]);
    return (await this.schedule.rsvpOf(itemId, caller.userId))!;
  }

  /** Who answered, by name and answer: going, maybe and not going; a guest not yet named by who brings them. */
  async respondents(itemId: string): Promise<RespondentsResponse> {
    const rows = await this.schedule.respondents(itemId);
    const people = (status: RespondentRow['status']) =>
      rows
        .filter((row) => row.status === status)
        .map(({ id, displayName, guestOf, photoURL }) => ({
          id,
          displayName: displayName ?? `Guest of ${guestOf ?? 'a member'}`,
          photoURL,
        }));
    return { going: people('going'), maybe: people('maybe'), notGoing: people('not_going') };
  }

  private async selectOne(caller: EventCaller, itemId: string): Promise<ScheduleItemResponse> {
    const item = await this.schedule.findInEvent(caller.eventId, caller.userId, itemId);
    if (!item) throw new NotFoundException(NOT_FOUND);
    return presentTo(caller, item);
  }
}

/**
 * Who the item is for once the sent fields apply: a private item needs its parties, an item for everyone
 * has none. Parties left out stay as they were, unless the item becomes for everyone.
 */
function audienceAfter(
  sent: { audience?: ScheduleItemAudience['audience']; partyIds?: string[] },
  current: ScheduleItemAudience,
): ScheduleItemAudience {
  const audience = sent.audience ?? current.audience;
  const partyIds = sent.partyIds ?? (audience === 'everyone' ? [] : current.partyIds);
  if (audience === 'parties' && partyIds.length === 0) {
    throw new BadRequestException('Choose at least one party for an item for chosen parties');
  }
  if (audience === 'everyone' && partyIds.length > 0) {
    throw new BadRequestException("Parties are chosen only when the audience is 'parties'");
  }
  return { audience, partyIds };
}

function refuseUnknownParty(error: unknown): never {
  throw error instanceof UnknownPartyError ? new BadRequestException('Party not found') : error;
}

/** The invited parties are the admins' business: anyone else learns only that the item is for them. */
function presentTo(caller: EventCaller, row: ScheduleItemRow): ScheduleItemResponse {
  const item = mapScheduleItem(row);
  return roleSatisfies(caller.role, 'admin') ? item : { ...item, partyIds: [] };
}

function assertOrder(startTime: Date, endTime: Date | null): void {
  if (endTime && endTime.getTime() < startTime.getTime()) {
    throw new BadRequestException('End time must not be before the start time');
  }
}
