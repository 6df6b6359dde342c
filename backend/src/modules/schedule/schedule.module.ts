import { Module } from '@nestjs/common';
import { CalendarService } from './calendar.service';
import { ScheduleService } from './schedule.service';

@Module({
  providers: [ScheduleService, CalendarService],
  exports: [ScheduleService, CalendarService],
})
export class ScheduleModule {}
