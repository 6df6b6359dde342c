import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RequiredTimestamp } from '../../../common/validation/fields';
import { DATE_POLL_ANSWERS, type DatePollAnswerValue } from '../date-poll-answer.entity';

/** A candidate date range an admin proposes. */
export class CreateDatePollOptionDto {
  @ApiProperty({ format: 'date-time', example: '2027-06-04T16:00:00Z' })
  @RequiredTimestamp('Start date')
  startDate: string;

  @ApiProperty({ format: 'date-time', example: '2027-06-06T12:00:00Z', description: 'Not before the start date' })
  @RequiredTimestamp('End date')
  endDate: string;
}

export class DatePollAnswerDto {
  @ApiProperty({ enum: DATE_POLL_ANSWERS, enumName: 'DatePollAnswer' })
  @IsIn(DATE_POLL_ANSWERS, { message: 'Answer must be yes, if_need_be or no' })
  answer: DatePollAnswerValue;
}
