import { Module } from '@nestjs/common';
import { CoreModule } from './core.module';
import { WorkerHeartbeat } from './modules/health/worker-heartbeat';
import { ImageProcessor } from './modules/photos/images/image.processor';
import { ImageSweep } from './modules/photos/images/image-sweep';
import { MailOutboxRelay } from './modules/mail/mail-outbox.relay';
import { MailTransport } from './modules/mail/mail-transport';
import { MailProcessor } from './modules/mail/mail.processor';
import { MaintenanceProcessor } from './modules/maintenance/maintenance.processor';
import { MaintenanceScheduler } from './modules/maintenance/maintenance.scheduler';

/** The queue worker: the API's modules, its processors, no controllers. */
@Module({
  imports: [CoreModule],
  providers: [
    MaintenanceProcessor,
    MaintenanceScheduler,
    MailTransport,
    MailProcessor,
    MailOutboxRelay,
    ImageProcessor,
    ImageSweep,
    WorkerHeartbeat,
  ],
})
export class WorkerModule {}
