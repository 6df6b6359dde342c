import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { NOT_FOUND_MESSAGES } from '../../common/access/event-access.rules';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { DatePollsService } from './date-polls.service';
import { CreateDatePollOptionDto, DatePollAnswerDto } from './dto/date-poll.dto';
import { CurrentDatePollEnvelope, DatePollEnvelope } from './dto/date-poll.response';

const OptionId = () => IdParam('optionId', NOT_FOUND_MESSAGES.datePollOption);

@ApiTags('date poll')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class DatePollsController {
  constructor(private readonly polls: DatePollsService) {}

  @Get('events/:eventId/date-poll')
  @EventAccess('member')
  @ApiOkResponse({ type: CurrentDatePollEnvelope })
  async current(@Caller() caller: EventCaller): Promise<CurrentDatePollEnvelope> {
    return { poll: await this.polls.current(caller) };
  }

  @Post('events/:eventId/date-poll/options')
  @EventAccess('admin')
  @ApiCreatedResponse({ type: DatePollEnvelope, description: 'The poll, opened by its first candidate' })
  async addOption(@Caller() caller: EventCaller, @Body() input: CreateDatePollOptionDto): Promise<DatePollEnvelope> {
    return { poll: await this.polls.addCandidate(caller, input) };
  }

  @Delete('date-poll-options/:optionId')
  @EventAccess('admin', 'datePollOption')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its answers' })
  async removeOption(@Caller() caller: EventCaller, @OptionId() optionId: string): Promise<void> {
    await this.polls.removeCandidate(caller, optionId);
  }

  @Put('date-poll-options/:optionId/answer')
  @EventAccess('member', 'datePollOption')
  @ApiOkResponse({ type: DatePollEnvelope })
  async answer(
    @Caller() caller: EventCaller,
    @OptionId() optionId: string,
    @Body() input: DatePollAnswerDto,
  ): Promise<DatePollEnvelope> {
    return { poll: await this.polls.answer(caller, optionId, input.answer) };
  }

  @Post('date-poll-options/:optionId/choose')
  @EventAccess('admin', 'datePollOption')
  @HttpCode(200)
  @ApiOkResponse({ type: DatePollEnvelope, description: "The closed poll; the event has the candidate's dates" })
  async choose(@Caller() caller: EventCaller, @OptionId() optionId: string): Promise<DatePollEnvelope> {
    return { poll: await this.polls.choose(caller, optionId) };
  }
}
