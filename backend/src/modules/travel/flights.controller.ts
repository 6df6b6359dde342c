import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentMembership, EventAccess } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { IdParam } from '../../common/validation/id-param';
import { CreateFlightDto, UpdateFlightDto } from './dto/flight.dto';
import { FlightsService } from './flights.service';

@ApiTags('travel')
@ApiBearerAuth()
@Controller('events/:eventId/flights')
export class FlightsController {
  constructor(private readonly flights: FlightsService) {}

  @Get()
  @EventAccess('member')
  async list(@CurrentMembership() membership: EventMembership) {
    return { flights: await this.flights.list(membership.eventId) };
  }

  @Get('arrivals')
  @EventAccess('member')
  arrivals(@CurrentMembership() membership: EventMembership) {
    return this.flights.arrivalsBoard(membership.eventId);
  }

  @Post()
  @EventAccess('member')
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Body() input: CreateFlightDto,
  ) {
    return { flight: await this.flights.create({ eventId: membership.eventId, userId: user.id }, input) };
  }

  @Patch(':flightId')
  @EventAccess('member')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('flightId', 'Flight not found') flightId: string,
    @Body() changes: UpdateFlightDto,
  ) {
    return { flight: await this.flights.update({ eventId: membership.eventId, userId: user.id }, flightId, changes) };
  }

  @Delete(':flightId')
  @EventAccess('member')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('flightId', 'Flight not found') flightId: string,
  ): Promise<void> {
    await this.flights.remove({ eventId: membership.eventId, userId: user.id }, flightId);
  }
}
