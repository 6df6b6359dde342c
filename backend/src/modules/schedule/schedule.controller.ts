import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { RsvpDto } from './dto/rsvp.dto';
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
  constructor(private readonly schedule: ScheduleService) {}

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
  @ApiOkResponse({ type: RsvpEnvelope })
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
    @Body() input: RsvpDto,
  ): Promise<RsvpEnvelope> {
    return { rsvp: await this.schedule.respond(user.id, itemId, input.status) };
  }
}
