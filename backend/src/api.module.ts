import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { EventAccessGuard } from './common/access/event-access.guard';
import { BearerAuthGuard } from './modules/auth/bearer-auth.guard';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { AccountThrottlerGuard, ThrottlingModule } from './common/throttling/throttling.module';
import { createValidationPipe } from './common/validation/validation.pipe';
import { CoreModule } from './core.module';
import { AuthController } from './modules/auth/auth.controller';
import { LocalIdpController } from './modules/auth/local-idp/local-idp.controller';
import { ActivityController } from './modules/activity/activity.controller';
import { EventsController } from './modules/events/events.controller';
import { HealthController } from './modules/health/health.controller';
import { DevMailboxController } from './modules/mail/dev-mailbox.controller';
import { InvitationsController } from './modules/members/invitations.controller';
import { BannersController } from './modules/photos/banners/banners.controller';
import { PhotosController } from './modules/photos/photos.controller';
import { UploadsController } from './modules/photos/uploads/uploads.controller';
import { MembersController } from './modules/members/members.controller';
import { CalendarFeedsController } from './modules/schedule/calendar-feeds.controller';
import { ScheduleController } from './modules/schedule/schedule.controller';
import { SubscriptionsController } from './modules/subscriptions/subscriptions.controller';
import { CarpoolsController } from './modules/travel/carpools.controller';
import { FlightsController } from './modules/travel/flights.controller';
import { EventProfilesController } from './modules/users/event-profiles.controller';
import { UsersController } from './modules/users/users.controller';

/** Every HTTP route of the API; the worker imports CoreModule without these. */
export const API_CONTROLLERS = [
  HealthController,
  AuthController,
  LocalIdpController,
  UsersController,
  EventProfilesController,
  EventsController,
  MembersController,
  InvitationsController,
  DevMailboxController,
  UploadsController,
  PhotosController,
  BannersController,
  SubscriptionsController,
  FlightsController,
  CarpoolsController,
  ScheduleController,
  CalendarFeedsController,
  ActivityController,
];

@Module({
  imports: [CoreModule, ThrottlingModule],
  controllers: API_CONTROLLERS,
  providers: [
    // Global guards run in this order: who is asking, how often, and what they may do in the event.
    { provide: APP_GUARD, useClass: BearerAuthGuard },
    { provide: APP_GUARD, useClass: AccountThrottlerGuard },
    { provide: APP_GUARD, useClass: EventAccessGuard },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
  ],
})
export class ApiModule {}
