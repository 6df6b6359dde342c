import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarService } from './calendar.service';
import { PartyRsvpsRepository } from './party-rsvps.repository';
import { PartyRsvpsService } from './party-rsvps.service';
import { QuestionsController } from './questions/questions.controller';
import { QuestionsRepository } from './questions/questions.repository';
import { QuestionsService } from './questions/questions.service';
import { ScheduleRepository } from './schedule.repository';
import { ScheduleService } from './schedule.service';
import { CalendarsController } from './calendars.controller';
import { ScheduleController } from './schedule.controller';

@Module({
  imports: [NotificationsModule],
  providers: [
    ScheduleRepository,
    ScheduleService,
    PartyRsvpsRepository,
    PartyRsvpsService,
    QuestionsRepository,
    QuestionsService,
    CalendarFeedsRepository,
    CalendarService,
  ],
  exports: [ScheduleService, PartyRsvpsService, QuestionsService, CalendarService],
})
export class ScheduleModule {}

/** The API's part: the schedule, RSVPs, the questions asked with them and the calendar feeds. */
@Module({
  imports: [ScheduleModule],
  controllers: [ScheduleController, QuestionsController, CalendarsController],
})
export class ScheduleApiModule {}
