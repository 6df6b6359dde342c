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

/** A member who answered a candidate, as an avatar and a name show them. */
export class DatePollVoter {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;
}

/** Who among the event's current members answered a candidate each way, by name. */
export class DatePollVoters {
  @ApiProperty({ type: () => DatePollVoter, isArray: true })
  yes: DatePollVoter[];

  @ApiProperty({ type: () => DatePollVoter, isArray: true })
  ifNeedBe: DatePollVoter[];

  @ApiProperty({ type: () => DatePollVoter, isArray: true })
  no: DatePollVoter[];
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

  @ApiProperty({ type: () => DatePollVoters, description: 'The members the tally counts, by name' })
  voters: DatePollVoters;

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

  @ApiProperty({ type: Number, description: "The event's current members: respondents of how many" })
  memberCount: number;
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
  voters: (DatePollVoter & { answer: DatePollAnswerValue })[];
}

export type DatePollRow = Omit<DatePollResponse, 'status' | 'options'> & { options: DatePollOptionRow[] };

export function mapDatePoll({ options, ...poll }: DatePollRow): DatePollResponse {
  return {
    ...poll,
    status: poll.closedAt ? 'closed' : 'open',
    options: options.map(({ id, startDate, endDate, yes, ifNeedBe, no, myAnswer, voters, createdAt }) => ({
      id,
      startDate: new Date(startDate),
      endDate: new Date(endDate),
      tally: { yes, ifNeedBe, no },
      voters: {
        yes: votersWho('yes', voters),
        ifNeedBe: votersWho('if_need_be', voters),
        no: votersWho('no', voters),
      },
      myAnswer,
      createdAt: new Date(createdAt),
    })),
  };
}

function votersWho(answer: DatePollAnswerValue, voters: DatePollOptionRow['voters']): DatePollVoter[] {
  return voters
    .filter((voter) => voter.answer === answer)
    .map(({ id, displayName, photoURL }) => ({ id, displayName, photoURL }));
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
