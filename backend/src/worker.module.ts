import { Module } from '@nestjs/common';
import { CoreModule } from './core.module';
import { HealthWorkerModule } from './modules/health/health.module';
import { MailWorkerModule } from './modules/mail/mail.module';
import { MaintenanceWorkerModule } from './modules/maintenance/maintenance.module';
import { MessagesWorkerModule } from './modules/messages/messages.module';
import { NotificationsWorkerModule } from './modules/notifications/notifications.module';
import { PhotosWorkerModule } from './modules/photos/photos.module';
import { JobConsumersModule } from './queues/job-consumers.module';

/** The queue worker: the queues' consumers and each domain's job handlers (its module file's worker part). No routes. */
@Module({
  imports: [
    CoreModule,
    JobConsumersModule,
    HealthWorkerModule,
    MailWorkerModule,
    NotificationsWorkerModule,
    MessagesWorkerModule,
    PhotosWorkerModule,
    MaintenanceWorkerModule,
  ],
})
export class WorkerModule {}
