import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { MaintenanceJob, QueueName } from '../../queues/queue-names';
import { RefreshTokenService } from '../auth/refresh-token.service';
import { UploadsService } from '../photos/uploads/uploads.service';

/** Housekeeping that no request should wait for. */
@Processor(QueueName.Maintenance)
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(
    private readonly refreshTokens: RefreshTokenService,
    private readonly uploads: UploadsService,
  ) {
    super();
  }

  async process(job: Job): Promise<{ purged: number }> {
    switch (job.name as MaintenanceJob) {
      case MaintenanceJob.PurgeExpiredRefreshTokens: {
        const purged = await this.refreshTokens.purgeExpired();
        this.logger.log(`Purged ${purged} expired refresh tokens`);
        return { purged };
      }
      case MaintenanceJob.PurgeExpiredUploads: {
        const purged = await this.uploads.purgeExpired();
        this.logger.log(`Deleted ${purged} expired uploads that never became a photo or banner`);
        return { purged };
      }
      default:
        throw new Error(`No handler for maintenance job ${job.name}`);
    }
  }
}
