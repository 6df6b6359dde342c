import { ApiProperty } from '@nestjs/swagger';
import { DATE_POLL_ANSWERS, type DatePollAnswerValue } from '../date-poll-answer.entity';

export const DATE_POLL_STATUSES = ['open', 'closed'] as const;
export type DatePollStatus = (typeof DATE_POLL_STATUSES)[number];

/** How many of the event's current members answered a candidate each way. */
export class DatePollTally {
  @ApiProperty({ type: Number })
  yes: number;

  @ApiProperty({ type: Number })
  ifNeedBe: number;

  @ApiProperty({ type: Number })
  no: number;
}

export class DatePollOptionResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'date-time' })
  startDate: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  endDate: Date;

  @ApiProperty({ type: () => DatePollTally, description: "Answers of the event's current members" })
  tally: DatePollTally;

  @ApiProperty({
    enum: DATE_POLL_ANSWERS,
    enumName: 'DatePollAnswer',
    nullable: true,
    description: "The caller's own answer; null until they answer",
  })
  myAnswer: DatePollAnswerValue | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class DatePollResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ enum: DATE_POLL_STATUSES, enumName: 'DatePollStatus', description: 'Closed once a date is chosen' })
  status: DatePollStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt: Date | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The candidate the event took' })
  chosenOptionId: string | null;

  @ApiProperty({ type: () => DatePollOptionResponse, isArray: true, description: 'By start date' })
  options: DatePollOptionResponse[];

  @ApiProperty({ type: Number, description: 'Current members who answered at least one candidate' })
  respondents: number;
}

/** A candidate as the poll's statement answers it: JSON, so its times are text. */
export interface DatePollOptionRow {
  id: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  yes: number;
  ifNeedBe: number;
  no: number;
  myAnswer: DatePollAnswerValue | null;
}

export type DatePollRow = Omit<DatePollResponse, 'status' | 'options'> & { options: DatePollOptionRow[] };

export function mapDatePoll({ options, ...poll }: DatePollRow): DatePollResponse {
  return {
    ...poll,
    status: poll.closedAt ? 'closed' : 'open',
    options: options.map(({ id, startDate, endDate, yes, ifNeedBe, no, myAnswer, createdAt }) => ({
      id,
      startDate: new Date(startDate),
      endDate: new Date(endDate),
      tally: { yes, ifNeedBe, no },
      myAnswer,
      createdAt: new Date(createdAt),
    })),
  };
}

/** The event's date poll: the open one, or else the last one closed; null when none was ever opened. */
export class CurrentDatePollEnvelope {
  @ApiProperty({ type: () => DatePollResponse, nullable: true })
  poll: DatePollResponse | null;
}

export class DatePollEnvelope {
  @ApiProperty({ type: () => DatePollResponse })
  poll: DatePollResponse;
}
