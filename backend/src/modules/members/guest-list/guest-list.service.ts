import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import { JobQueue } from '../../../queues/job-queue';
import { JobName } from '../../../queues/jobs';
import { whenInZone } from '../../notifications/notification-mail';
import type { GuestListResponse, GuestRemindersResponse } from './dto/guest-list.response';
import { guestListOf, partiesToRemind } from './guest-list.assembly';
import { GuestListReadModel, type GuestListRows } from './guest-list.read-model';
import { GuestRemindersRepository, REMINDER_INTERVAL_HOURS } from './guest-reminders.repository';

const HOUR_MS = 3600_000;
const nextAfter = (remindedAt: Date | null) =>
  remindedAt ? new Date(remindedAt.getTime() + REMINDER_INTERVAL_HOURS * HOUR_MS) : null;

/** The guest list admins read and export, and their once-a-day reminder to those who have not answered. */
@Injectable()
export class GuestListService {
  private readonly logger = new Logger(GuestListService.name);

  constructor(
    private readonly readModel: GuestListReadModel,
    private readonly reminders: GuestRemindersRepository,
    private readonly jobs: JobQueue,
  ) {}

  async guestList(caller: EventCaller): Promise<GuestListResponse> {
    return guestListOf(await this.rows(caller.eventId), caller);
  }

  /**
   * E-mails every member of each party in which someone has not answered (the item, or any item to come),
   * at most once a day per event; members who turned reminders off get none.
   */
  async remind(caller: EventCaller, scheduleItemId?: string): Promise<GuestRemindersResponse> {
    const rows = await this.rows(caller.eventId);
    const now = new Date();
    if (scheduleItemId) {
      const item = rows.items.find((candidate) => candidate.id === scheduleItemId);
      if (!item) throw new NotFoundException('Schedule item not found');
      if (item.startTime.getTime() <= now.getTime()) {
        throw new BadRequestException('This item has already started: there is nothing left to answer');
      }
    }
    const parties = partiesToRemind(rows, scheduleItemId, now);
    if (parties.length === 0) {
      // Nobody to remind: the day's reminder is kept for when someone is.
      return { reminded: 0, nextAllowedAt: this.stillWaiting(await this.reminders.lastReminded(caller.eventId), now) };
    }
    const claim = await this.reminders.claimAndWrite(caller.eventId, parties);
    if (!claim.claimed) {
      const next = nextAfter(claim.lastRemindedAt) ?? now;
      throw new ConflictException(
        `Reminders already went out today. You can send the next one after ${whenInZone(next, null, rows.timeZone)}`,
      );
    }
    for (const outboxId of claim.outboxIds) {
      const failure = await this.jobs.enqueue(JobName.NotificationMail, { outboxId });
      if (failure) this.logger.warn(`Reminder e-mail ${outboxId} left for the relay: ${failure.message}`);
    }
    return { reminded: claim.partyIds.length, nextAllowedAt: nextAfter(claim.remindedAt) };
  }

  /** For the exports: the event's rows as the guest list reads them. */
  async rows(eventId: string): Promise<GuestListRows> {
    const rows = await this.readModel.read(eventId);
    if (!rows) throw new NotFoundException('Event not found');
    return rows;
  }

  private stillWaiting(remindedAt: Date | null, now: Date): Date | null {
    const next = nextAfter(remindedAt);
    return next && next.getTime() > now.getTime() ? next : null;
  }
}
