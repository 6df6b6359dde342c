import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PhotosModule } from '../photos/photos.module';
import { BillingModule } from '../subscriptions/billing/billing.module';
import { MaintenanceJobs } from './maintenance.jobs';
import { MaintenanceScheduler } from './maintenance.scheduler';

/** The worker's part (maintenance has no routes): recurring housekeeping and its schedule. */
@Module({
  imports: [AuthModule, PhotosModule, BillingModule],
  providers: [MaintenanceJobs, MaintenanceScheduler],
})
export class MaintenanceWorkerModule {}
