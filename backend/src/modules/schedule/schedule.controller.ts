import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { PartyQueryDto, PartyRsvpDto } from './dto/party-rsvp.dto';
import { PartyRsvpsEnvelope } from './dto/party-rsvp.response';
import { RsvpDto } from './dto/rsvp.dto';
import { PartyRsvpsService } from './party-rsvps.service';
import { CreateScheduleItemDto, UpdateScheduleItemDto } from './dto/schedule-item.dto';
import {
  RespondentsEnvelope,
  RsvpEnvelope,
  ScheduleEnvelope,
  ScheduleItemEnvelope,
} from './dto/schedule-item.response';
import { ScheduleService } from './schedule.service';

@ApiTags('schedule')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class ScheduleController {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly partyRsvps: PartyRsvpsService,
  ) {}

  @Get('events/:eventId/schedule')
  @EventAccess('member')
  @ApiOkResponse({ type: ScheduleEnvelope })
  async list(@Caller() caller: EventCaller): Promise<ScheduleEnvelope> {
    return { schedule: await this.schedule.list(caller) };
  }

  @Post('events/:eventId/schedule')
  @EventAccess('admin')
  @ApiCreatedResponse({ type: ScheduleItemEnvelope })
  async create(@Caller() caller: EventCaller, @Body() input: CreateScheduleItemDto): Promise<ScheduleItemEnvelope> {
    return { item: await this.schedule.create(caller, input) };
  }

  @Patch('schedule/:scheduleEventId')
  @EventAccess('admin', 'scheduleItem')
  @ApiOkResponse({ type: ScheduleItemEnvelope })
  async update(
    @Caller() caller: EventCaller,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
    @Body() changes: UpdateScheduleItemDto,
  ): Promise<ScheduleItemEnvelope> {
    return { item: await this.schedule.update(caller, itemId, changes) };
  }

  @Delete('schedule/:scheduleEventId')
  @EventAccess('admin', 'scheduleItem')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its responses' })
  async remove(
    @Caller() caller: EventCaller,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
  ): Promise<void> {
    await this.schedule.remove(caller, itemId);
  }

  @Get('schedule/:scheduleEventId/respondents')
  @EventAccess('member', 'scheduleItem')
  @ApiOkResponse({ type: RespondentsEnvelope })
  async respondents(
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
  ): Promise<RespondentsEnvelope> {
    return { respondents: await this.schedule.respondents(itemId) };
  }

  @Put('schedule/:scheduleEventId/rsvp')
  @EventAccess('member', 'scheduleItem')
  @ApiOkResponse({ type: RsvpEnvelope, description: "The caller's own answer" })
  async respond(
    @Caller() caller: EventCaller,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
    @Body() input: RsvpDto,
  ): Promise<RsvpEnvelope> {
    return { rsvp: await this.schedule.respond(caller, itemId, input.status) };
  }

  @Get('schedule/:scheduleEventId/rsvps')
  @EventAccess('member', 'scheduleItem')
  @ApiOkResponse({ type: PartyRsvpsEnvelope, description: "The caller's party's answers; admins may name any party" })
  @ApiQuery({ name: 'partyId', required: false, type: String, format: 'uuid' })
  async partyAnswers(
    @Caller() caller: EventCaller,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
    @Query() query: PartyQueryDto,
  ): Promise<PartyRsvpsEnvelope> {
    return { party: await this.partyRsvps.read(caller, itemId, query.partyId) };
  }

  @Put('schedule/:scheduleEventId/rsvps')
  @EventAccess('member', 'scheduleItem')
  @ApiOkResponse({ type: PartyRsvpsEnvelope, description: "The party's answers as saved" })
  async partyReply(
    @Caller() caller: EventCaller,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
    @Body() input: PartyRsvpDto,
  ): Promise<PartyRsvpsEnvelope> {
    return { party: await this.partyRsvps.reply(caller, itemId, input.people) };
  }
}
