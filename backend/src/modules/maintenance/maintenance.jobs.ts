import { Injectable, Logger } from '@nestjs/common';
import { JobName } from '../../queues/jobs';
import { OnJob } from '../../queues/on-job.decorator';
import { RefreshTokenService } from '../auth/refresh-token.service';
import { UploadsService } from '../photos/uploads/uploads.service';
import { BillingService } from '../subscriptions/billing/billing.service';

/** Housekeeping that no request should wait for. */
@Injectable()
export class MaintenanceJobs {
  private readonly logger = new Logger(MaintenanceJobs.name);

  constructor(
    private readonly refreshTokens: RefreshTokenService,
    private readonly uploads: UploadsService,
    private readonly billing: BillingService,
  ) {}

  @OnJob(JobName.PurgeExpiredRefreshTokens)
  async purgeExpiredRefreshTokens(): Promise<{ purged: number }> {
    const purged = await this.refreshTokens.purgeExpired();
    this.logger.log(`Purged ${purged} expired refresh tokens`);
    return { purged };
  }

  @OnJob(JobName.PurgeExpiredUploads)
  async purgeExpiredUploads(): Promise<{ purged: number }> {
    const purged = await this.uploads.purgeExpired();
    this.logger.log(`Deleted ${purged} expired uploads that never became a photo or banner`);
    return { purged };
  }

  @OnJob(JobName.EndBillingGrace)
  async endBillingGrace(): Promise<{ moved: number }> {
    return { moved: await this.billing.endExpiredGrace() };
  }
}
