import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';

/**
 * Plans each schedule item's reminder as a delayed job at its start less the lead time. The job belongs
 * to the item and its start: moving the item drops it and plans another, cancelling drops it, and when
 * it runs it writes one e-mail per member then going (so a member who stopped going gets none).
 */
@Injectable()
export class ReminderScheduler {
  private readonly logger = new Logger(ReminderScheduler.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /** An item whose reminder time has already passed gets none: a late reminder is noise. */
  async plan(itemId: string, startTime: Date): Promise<void> {
    const delayMs = startTime.getTime() - this.config.reminderLeadMinutes * 60_000 - Date.now();
    if (delayMs < 0) return;
    const failure = await this.jobs.enqueue(
      JobName.ScheduleReminder,
      { itemId, startTime: startTime.toISOString() },
      { delayMs },
    );
    if (failure) this.logger.warn(`Reminder of schedule item ${itemId} not planned: ${failure.message}`);
  }

  /** A job that could not be dropped finds, when it runs, that the item has another start, and does nothing. */
  async drop(itemId: string, startTime: Date): Promise<void> {
    const failure = await this.jobs.drop(JobName.ScheduleReminder, { itemId, startTime: startTime.toISOString() });
    if (failure) this.logger.warn(`Reminder of schedule item ${itemId} left to expire: ${failure.message}`);
  }

  async move(itemId: string, from: Date, to: Date): Promise<void> {
    await this.drop(itemId, from);
    await this.plan(itemId, to);
  }
}
