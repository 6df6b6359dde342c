import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarService } from './calendar.service';
import { ScheduleRepository } from './schedule.repository';
import { ScheduleService } from './schedule.service';
import { CalendarsController } from './calendars.controller';
import { ScheduleController } from './schedule.controller';

@Module({
  imports: [NotificationsModule],
  providers: [ScheduleRepository, ScheduleService, CalendarFeedsRepository, CalendarService],
  exports: [ScheduleService, CalendarService],
})
export class ScheduleModule {}

/** The API's part: the schedule, RSVPs and the calendar feeds. */
@Module({
  imports: [ScheduleModule],
  controllers: [ScheduleController, CalendarsController],
})
export class ScheduleApiModule {}
