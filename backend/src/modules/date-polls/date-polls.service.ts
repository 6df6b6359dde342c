import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type EventCaller, NOT_FOUND_MESSAGES } from '../../common/access/event-access.rules';
import type { DatePollAnswerValue } from './date-poll-answer.entity';
import { candidateRefusal, POLL_CLOSED, rangeRefusal } from './date-poll-rules';
import { DatePollsRepository, type PollState } from './date-polls.repository';
import type { CreateDatePollOptionDto } from './dto/date-poll.dto';
import { DatePollResponse, mapDatePoll } from './dto/date-poll.response';

const OPTION_NOT_FOUND = NOT_FOUND_MESSAGES.datePollOption;

/** Changes refused once a date was chosen. */
function assertOpen(poll: PollState): void {
  if (poll.closedAt) throw new ConflictException(POLL_CLOSED);
}

@Injectable()
export class DatePollsService {
  constructor(private readonly polls: DatePollsRepository) {}

  /** The event's newest poll with each candidate's tally and the caller's answers; null before the first. */
  async current(caller: EventCaller): Promise<DatePollResponse | null> {
    const row = await this.polls.findForEvent(caller.eventId, caller.userId);
    return row ? mapDatePoll(row) : null;
  }

  /** Adds a candidate date range to the event's open poll, opening the poll with its first candidate. */
  async addCandidate(caller: EventCaller, input: CreateDatePollOptionDto): Promise<DatePollResponse> {
    const candidate = { startDate: new Date(input.startDate), endDate: new Date(input.endDate) };
    const invalid = rangeRefusal(candidate);
    if (invalid) throw new BadRequestException(invalid);
    const found = await this.polls.addCandidateLocked(caller.eventId, caller.userId, candidate, (state) => {
      const refusal = candidateRefusal(state.eventStartDate, state.candidates, candidate);
      if (refusal) throw new ConflictException(refusal);
    });
    if (!found) throw new NotFoundException(NOT_FOUND_MESSAGES.event);
    return this.shown(caller);
  }

  /** Its answers go with it (foreign key). */
  async removeCandidate(caller: EventCaller, optionId: string): Promise<void> {
    const found = await this.polls.removeCandidateLocked(caller.eventId, optionId, assertOpen);
    if (!found) throw new NotFoundException(OPTION_NOT_FOUND);
  }

  /** One answer per member and candidate: a second answer replaces the first. */
  async answer(caller: EventCaller, optionId: string, answer: DatePollAnswerValue): Promise<DatePollResponse> {
    if (!(await this.polls.answerOpen(optionId, caller.userId, answer))) {
      // Nothing was written: the candidate was deleted meanwhile, or its poll is closed.
      if (!(await this.polls.candidateExists(optionId))) throw new NotFoundException(OPTION_NOT_FOUND);
      throw new ConflictException(POLL_CLOSED);
    }
    return this.shown(caller);
  }

  /** The event takes the candidate's dates, which closes the poll for good. */
  async choose(caller: EventCaller, optionId: string): Promise<DatePollResponse> {
    const found = await this.polls.chooseLocked(caller.eventId, optionId, caller.userId, assertOpen);
    if (!found) throw new NotFoundException(OPTION_NOT_FOUND);
    return this.shown(caller);
  }

  /** The poll after a change: there is one, unless the event was deleted meanwhile. */
  private async shown(caller: EventCaller): Promise<DatePollResponse> {
    const poll = await this.current(caller);
    if (!poll) throw new NotFoundException(NOT_FOUND_MESSAGES.event);
    return poll;
  }
}
