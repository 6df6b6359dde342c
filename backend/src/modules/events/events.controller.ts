import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { CreateEventDto } from './dto/create-event.dto';
import { EventEnvelope, EventListEnvelope } from './dto/event.response';
import { UpdateEventDto } from './dto/update-event.dto';
import { EventsService } from './events.service';

@ApiTags('events')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOkResponse({ type: EventListEnvelope, description: "The caller's events, soonest first" })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<EventListEnvelope> {
    return { events: await this.events.listForUser(user.id) };
  }

  @Get(':eventId')
  @EventAccess('member')
  @ApiOkResponse({ type: EventEnvelope })
  async read(@Caller() caller: EventCaller): Promise<EventEnvelope> {
    return { event: await this.events.getDetail(caller) };
  }

  @Post()
  @ApiCreatedResponse({ type: EventEnvelope })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() input: CreateEventDto): Promise<EventEnvelope> {
    return { event: await this.events.create(user.id, input) };
  }

  @Put(':eventId')
  @EventAccess('admin')
  @ApiOkResponse({ type: EventEnvelope })
  async update(@Caller() caller: EventCaller, @Body() changes: UpdateEventDto): Promise<EventEnvelope> {
    return { event: await this.events.update(caller, changes) };
  }

  @Delete(':eventId')
  @EventAccess('creator')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with everything in it' })
  async remove(@Caller() caller: EventCaller): Promise<void> {
    await this.events.remove(caller.eventId);
  }
}
