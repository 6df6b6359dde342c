import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';
import { UPLOAD_PURGE_INTERVAL_MS } from '../photos/uploads/upload-limits';

const HOUR_MS = 3600 * 1000;

/** Registers the recurring housekeeping jobs when the worker starts; registering again is a no-op. */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(JobName.PurgeExpiredRefreshTokens, 6 * HOUR_MS);
    await this.jobs.every(JobName.PurgeExpiredUploads, UPLOAD_PURGE_INTERVAL_MS);
    // Grace lasts days; a quarter of an hour late is close enough (the plan's expiry already counts it as Free).
    await this.jobs.every(JobName.EndBillingGrace, 15 * 60 * 1000);
  }
}
