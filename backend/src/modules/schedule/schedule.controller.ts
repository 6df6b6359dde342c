import { Body, Controller, Delete, Get, Header, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentMembership, EventAccess } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { IdParam } from '../../common/validation/id-param';
import { CalendarService } from './calendar.service';
import { RsvpDto } from './dto/rsvp.dto';
import { CreateScheduleItemDto, UpdateScheduleItemDto } from './dto/schedule-item.dto';
import { ScheduleService } from './schedule.service';

@ApiTags('schedule')
@ApiBearerAuth()
@Controller()
export class ScheduleController {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly calendar: CalendarService,
  ) {}

  @Get('events/:eventId/schedule')
  @EventAccess('member')
  async list(@CurrentUser() user: AuthenticatedUser, @CurrentMembership() membership: EventMembership) {
    return { schedule: await this.schedule.list({ eventId: membership.eventId, userId: user.id }) };
  }

  @Get('events/:eventId/schedule.ics')
  @EventAccess('member')
  @ApiProduces('text/calendar')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="schedule.ics"')
  exportCalendar(@CurrentMembership() membership: EventMembership): Promise<string> {
    return this.calendar.eventCalendar(membership.eventId);
  }

  @Post('events/:eventId/schedule')
  @EventAccess('admin')
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Body() input: CreateScheduleItemDto,
  ) {
    return { item: await this.schedule.create({ eventId: membership.eventId, userId: user.id }, input) };
  }

  @Patch('schedule/:scheduleEventId')
  @EventAccess('admin', 'scheduleItem')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
    @Body() changes: UpdateScheduleItemDto,
  ) {
    return { item: await this.schedule.update({ eventId: membership.eventId, userId: user.id }, itemId, changes) };
  }

  @Delete('schedule/:scheduleEventId')
  @EventAccess('admin', 'scheduleItem')
  @HttpCode(204)
  async remove(
    @CurrentMembership() membership: EventMembership,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
  ): Promise<void> {
    await this.schedule.remove(membership.eventId, itemId);
  }

  @Put('schedule/:scheduleEventId/rsvp')
  @EventAccess('member', 'scheduleItem')
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('scheduleEventId', 'Schedule item not found') itemId: string,
    @Body() input: RsvpDto,
  ) {
    return { rsvp: await this.schedule.respond(user.id, itemId, input.status) };
  }
}
