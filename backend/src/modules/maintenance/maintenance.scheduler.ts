import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MaintenanceJob, QueueName } from '../../queues/queue-names';

/** Registers the recurring housekeeping jobs when the worker starts; registering again is a no-op. */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.Maintenance) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MaintenanceJob.PurgeExpiredRefreshTokens,
      { every: 6 * 3600 * 1000 },
      { name: MaintenanceJob.PurgeExpiredRefreshTokens },
    );
    await this.queue.upsertJobScheduler(
      MaintenanceJob.PurgeExpiredUploads,
      { every: 3600 * 1000 },
      { name: MaintenanceJob.PurgeExpiredUploads },
    );
  }
}
