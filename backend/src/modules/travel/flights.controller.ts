import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { CreateFlightDto, UpdateFlightDto } from './dto/flight.dto';
import { ArrivalsBoardResponse, FlightEnvelope, FlightListEnvelope } from './dto/flight.response';
import { FlightsService } from './flights.service';

@ApiTags('travel')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events/:eventId/flights')
export class FlightsController {
  constructor(private readonly flights: FlightsService) {}

  @Get()
  @EventAccess('member')
  @ApiOkResponse({ type: FlightListEnvelope, description: 'By departure time' })
  async list(@Caller() caller: EventCaller): Promise<FlightListEnvelope> {
    return { flights: await this.flights.list(caller.eventId) };
  }

  @Get('arrivals')
  @EventAccess('member')
  @ApiOkResponse({ type: ArrivalsBoardResponse })
  arrivals(@Caller() caller: EventCaller): Promise<ArrivalsBoardResponse> {
    return this.flights.arrivalsBoard(caller.eventId);
  }

  @Post()
  @EventAccess('member')
  @ApiCreatedResponse({ type: FlightEnvelope })
  async create(@Caller() caller: EventCaller, @Body() input: CreateFlightDto): Promise<FlightEnvelope> {
    return { flight: await this.flights.create(caller, input) };
  }

  @Patch(':flightId')
  @EventAccess('member')
  @ApiOkResponse({ type: FlightEnvelope })
  async update(
    @Caller() caller: EventCaller,
    @IdParam('flightId', 'Flight not found') flightId: string,
    @Body() changes: UpdateFlightDto,
  ): Promise<FlightEnvelope> {
    return { flight: await this.flights.update(caller, flightId, changes) };
  }

  @Delete(':flightId')
  @EventAccess('member')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted by its poster' })
  async remove(
    @Caller() caller: EventCaller,
    @IdParam('flightId', 'Flight not found') flightId: string,
  ): Promise<void> {
    await this.flights.remove(caller, flightId);
  }
}
