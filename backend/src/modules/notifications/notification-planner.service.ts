import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';
import { NotificationOutboxRepository } from './notification-outbox.repository';
import { digestLines, soleAuthor } from './schedule-digest';

/**
 * Decides which e-mails keep members current and writes them into the outbox, then hands each to the
 * mail queue; a hand-over that fails is the outbox relay's to redo.
 */
@Injectable()
export class NotificationPlanner {
  private readonly logger = new Logger(NotificationPlanner.name);

  constructor(
    private readonly outbox: NotificationOutboxRepository,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /** The dates e-mail of every event whose dates changed and have stayed put. */
  async announceDates(): Promise<number> {
    return this.send(await this.outbox.announceDates(this.config.datesEmailDelaySeconds));
  }

  /** One digest per event whose first waiting change is older than the window. */
  async sendDigests(): Promise<number> {
    let sent = 0;
    for (const eventId of await this.outbox.eventsWithDueChanges(this.config.scheduleDigestWindowSeconds)) {
      const written = await this.outbox.digest(eventId, (changes) => {
        const lines = digestLines(changes);
        return lines.length > 0 ? { payload: { lines }, except: soleAuthor(changes) } : null;
      });
      sent += await this.send(written);
    }
    return sent;
  }

  /** The item's reminder, to the members going, if the item still starts when it was planned for. */
  async remind(itemId: string, startTime: Date): Promise<number> {
    return this.send(await this.outbox.remind(itemId, startTime));
  }

  private async send(outboxIds: string[]): Promise<number> {
    for (const outboxId of outboxIds) {
      const failure = await this.jobs.enqueue(JobName.NotificationMail, { outboxId });
      if (failure) this.logger.warn(`E-mail ${outboxId} left for the relay: ${failure.message}`);
    }
    return outboxIds.length;
  }
}
