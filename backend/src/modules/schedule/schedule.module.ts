import { Module } from '@nestjs/common';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarService } from './calendar.service';
import { ScheduleRepository } from './schedule.repository';
import { ScheduleService } from './schedule.service';
import { CalendarFeedsController } from './calendar-feeds.controller';
import { ScheduleController } from './schedule.controller';

@Module({
  providers: [ScheduleRepository, ScheduleService, CalendarFeedsRepository, CalendarService],
  exports: [ScheduleService, CalendarService],
})
export class ScheduleModule {}

/** The API's part: the schedule, RSVPs and the calendar feeds. */
@Module({
  imports: [ScheduleModule],
  controllers: [ScheduleController, CalendarFeedsController],
})
export class ScheduleApiModule {}
