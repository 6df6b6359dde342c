import { Module } from '@nestjs/common';
import { CalendarService } from './calendar.service';
import { ScheduleService } from './schedule.service';
import { CalendarFeedsController } from './calendar-feeds.controller';
import { ScheduleController } from './schedule.controller';

@Module({
  providers: [ScheduleService, CalendarService],
  exports: [ScheduleService, CalendarService],
})
export class ScheduleModule {}

/** The API's part: the schedule, RSVPs and the calendar feeds. */
@Module({
  imports: [ScheduleModule],
  controllers: [ScheduleController, CalendarFeedsController],
})
export class ScheduleApiModule {}
