import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { EventAccessGuard } from './common/access/event-access.guard';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { AccountThrottlerGuard, ThrottlingModule } from './common/throttling/throttling.module';
import { createValidationPipe } from './common/validation/validation.pipe';
import { CoreModule } from './core.module';
import { ActivityApiModule } from './modules/activity/activity.module';
import { AdminApiModule } from './modules/admin/admin.module';
import { AuthApiModule } from './modules/auth/auth.module';
import { CostsApiModule } from './modules/costs/costs.module';
import { DatePollsApiModule } from './modules/date-polls/date-polls.module';
import { BearerAuthGuard } from './modules/auth/bearer-auth.guard';
import { EventsApiModule } from './modules/events/events.module';
import { ExportsApiModule } from './modules/exports/exports.module';
import { HealthApiModule } from './modules/health/health.module';
import { MailApiModule } from './modules/mail/mail.module';
import { MembersApiModule } from './modules/members/members.module';
import { MessagesApiModule } from './modules/messages/messages.module';
import { NotificationsApiModule } from './modules/notifications/notifications.module';
import { PhotosApiModule } from './modules/photos/photos.module';
import { ScheduleApiModule } from './modules/schedule/schedule.module';
import { PlanFeatureGuard } from './modules/subscriptions/plan-feature.guard';
import { SubscriptionsApiModule, SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { TravelApiModule } from './modules/travel/travel.module';
import { UsersApiModule } from './modules/users/users.module';

/** The HTTP API: each domain's routes (its module file's API part) behind the global guards. */
@Module({
  imports: [
    CoreModule,
    ThrottlingModule,
    HealthApiModule,
    AuthApiModule,
    UsersApiModule,
    EventsApiModule,
    MembersApiModule,
    MailApiModule,
    NotificationsApiModule,
    PhotosApiModule,
    SubscriptionsApiModule,
    TravelApiModule,
    CostsApiModule,
    ScheduleApiModule,
    DatePollsApiModule,
    ActivityApiModule,
    MessagesApiModule,
    ExportsApiModule,
    AdminApiModule,
    SubscriptionsModule,
  ],
  providers: [
    // Global guards run in this order: who is asking, how often, what they may do in the event, and what
    // their plan includes.
    { provide: APP_GUARD, useClass: BearerAuthGuard },
    { provide: APP_GUARD, useClass: AccountThrottlerGuard },
    { provide: APP_GUARD, useClass: EventAccessGuard },
    { provide: APP_GUARD, useClass: PlanFeatureGuard },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
  ],
})
export class ApiModule {}
