import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PhotosModule } from '../photos/photos.module';
import { MaintenanceJobs } from './maintenance.jobs';
import { MaintenanceScheduler } from './maintenance.scheduler';

/** The worker's part (maintenance has no routes): recurring housekeeping and its schedule. */
@Module({
  imports: [AuthModule, PhotosModule],
  providers: [MaintenanceJobs, MaintenanceScheduler],
})
export class MaintenanceWorkerModule {}
