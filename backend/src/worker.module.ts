import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CoreModule } from './core.module';
import { WorkerHeartbeat } from './modules/health/worker-heartbeat';
import { ImageJobs } from './modules/photos/images/image.jobs';
import { ImageSweep } from './modules/photos/images/image-sweep';
import { InvitationMailJob } from './modules/mail/invitation-mail.job';
import { MailOutboxRelay } from './modules/mail/mail-outbox.relay';
import { MailTransport } from './modules/mail/mail-transport';
import { MaintenanceJobs } from './modules/maintenance/maintenance.jobs';
import { MaintenanceScheduler } from './modules/maintenance/maintenance.scheduler';
import { JobHandlers } from './queues/job-handlers';
import { QUEUE_CONSUMERS } from './queues/job-processors';

/**
 * The queue worker: the API's modules, a consumer per queue, and the job handlers (@OnJob) it hands
 * each job to; start-up fails unless every job has exactly one handler. No controllers.
 */
@Module({
  imports: [CoreModule, DiscoveryModule],
  providers: [
    JobHandlers,
    ...QUEUE_CONSUMERS,
    MaintenanceJobs,
    MaintenanceScheduler,
    MailTransport,
    InvitationMailJob,
    MailOutboxRelay,
    ImageJobs,
    ImageSweep,
    WorkerHeartbeat,
  ],
})
export class WorkerModule {}
