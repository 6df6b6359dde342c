import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentMembership, EventAccess } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { CreateEventDto } from './dto/create-event.dto';
import { UpdateEventDto } from './dto/update-event.dto';
import { EventsService } from './events.service';

@ApiTags('events')
@ApiBearerAuth()
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser) {
    return { events: await this.events.listForUser(user.id) };
  }

  @Get(':eventId')
  @EventAccess('member')
  async read(@CurrentMembership() membership: EventMembership) {
    return { event: await this.events.getDetail(membership) };
  }

  @Post()
  async create(@CurrentUser() user: AuthenticatedUser, @Body() input: CreateEventDto) {
    return { event: await this.events.create(user.id, input) };
  }

  @Put(':eventId')
  @EventAccess('admin')
  async update(@CurrentMembership() membership: EventMembership, @Body() changes: UpdateEventDto) {
    return { event: await this.events.update(membership, changes) };
  }

  @Delete(':eventId')
  @EventAccess('creator')
  @HttpCode(204)
  async remove(@CurrentMembership() membership: EventMembership): Promise<void> {
    await this.events.remove(membership.eventId);
  }
}
