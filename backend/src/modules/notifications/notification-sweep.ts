import { Injectable } from '@nestjs/common';
import { PeriodicSweep } from '../../common/scheduling/periodic-sweep';
import { AppConfig } from '../../config/app-config';
import { NotificationPlanner } from './notification-planner.service';

/**
 * The worker's look, every few seconds, for what members should now be told: dates that changed and
 * stayed put, and schedule changes whose digest window has closed. What it finds is claimed in the
 * database, so several workers never tell the same thing twice.
 */
@Injectable()
export class NotificationSweep extends PeriodicSweep {
  constructor(
    private readonly planner: NotificationPlanner,
    config: AppConfig,
  ) {
    super(config.sweepIntervalSeconds * 1000);
  }

  protected async sweepOnce(): Promise<string | null> {
    const dates = await this.planner.announceDates();
    const digests = await this.planner.sendDigests();
    return dates + digests > 0 ? `Wrote ${dates} dates e-mail(s) and ${digests} digest e-mail(s)` : null;
  }
}
