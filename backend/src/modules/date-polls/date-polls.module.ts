import { Module } from '@nestjs/common';
import { DatePollsController } from './date-polls.controller';
import { DatePollsRepository } from './date-polls.repository';
import { DatePollsService } from './date-polls.service';

@Module({
  providers: [DatePollsRepository, DatePollsService],
  exports: [DatePollsService],
})
export class DatePollsModule {}

/** The API's part: the date poll of an event whose dates are still to be decided. */
@Module({
  imports: [DatePollsModule],
  controllers: [DatePollsController],
})
export class DatePollsApiModule {}
