import { Module } from '@nestjs/common';
import { MailModule, MailWorkerModule } from '../mail/mail.module';
import { EmailPreferencesController } from './email-preferences.controller';
import { EmailPreferencesRepository } from './email-preferences.repository';
import { EmailPreferencesService } from './email-preferences.service';
import { NotificationDelivery } from './notification-delivery.service';
import { NotificationMailJob } from './notification-mail.job';
import { NotificationOutboxRepository } from './notification-outbox.repository';
import { NotificationPlanner } from './notification-planner.service';
import { NotificationSweep } from './notification-sweep';
import { ReminderScheduler } from './reminder-scheduler';
import { ScheduleReminderJob } from './schedule-reminder.job';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribePage } from './unsubscribe.page';

/** What other domains use: planning an item's reminder when it is added, moved or cancelled. */
@Module({
  providers: [ReminderScheduler],
  exports: [ReminderScheduler],
})
export class NotificationsModule {}

/** The API's part: each member's choice of e-mails, and the unsubscribe link. */
@Module({
  providers: [EmailPreferencesRepository, EmailPreferencesService, UnsubscribePage],
  controllers: [EmailPreferencesController, UnsubscribeController],
})
export class NotificationsApiModule {}

/** The worker's part: the sweep that writes dates e-mails and digests, reminders when due, and sending. */
@Module({
  imports: [MailModule, MailWorkerModule],
  providers: [
    NotificationOutboxRepository,
    NotificationPlanner,
    NotificationDelivery,
    NotificationSweep,
    NotificationMailJob,
    ScheduleReminderJob,
  ],
})
export class NotificationsWorkerModule {}
