import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../../common/scheduling/periodic-sweep';
import { AppConfig } from '../../../config/app-config';
import { JobQueue } from '../../../queues/job-queue';
import { JobName } from '../../../queues/jobs';
import { PushOutboxRepository } from './push-outbox.repository';

const BATCH = 100;
/** Batches per look; what is left waits for the next. */
const BATCHES = 10;

/**
 * The worker's look, every few seconds, for notification centre entries not pushed yet: each is claimed
 * and marked in the database, so several workers never push one twice, and a push job is queued for
 * each one whose member has a device subscribed. Writers need not know about push at all.
 */
@Injectable()
export class PushSweep extends PeriodicSweep {
  constructor(
    private readonly outbox: PushOutboxRepository,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {
    super(config.sweepIntervalSeconds * 1000);
  }

  protected async sweepOnce(): Promise<string | null> {
    let pushed = 0;
    for (let batch = 0; batch < BATCHES; batch++) {
      const { claimed, toPush } = await this.outbox.claim(BATCH, this.config.vapid !== null);
      let queued = 0;
      while (queued < toPush.length && !(await this.jobs.enqueue(JobName.Push, { notificationId: toPush[queued]! }))) {
        queued += 1;
      }
      pushed += queued;
      if (queued < toPush.length) {
        // The queue does not answer: the rest wait for a later look rather than each for its timeout.
        await this.outbox.release(toPush.slice(queued));
        break;
      }
      if (claimed < BATCH) break;
    }
    return pushed > 0 ? `Queued ${pushed} push(es)` : null;
  }
}
