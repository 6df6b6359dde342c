import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../common/access/event-access.rules';
import { flightChangeRefusal } from '../../common/access/ownership.rules';
import { definedEntries } from '../../common/objects';
import type { CreateFlightDto, UpdateFlightDto } from './dto/flight.dto';
import { FlightResponse, mapFlight } from './dto/flight.response';
import { FlightsRepository } from './flights.repository';
import { ARRIVAL_WINDOW_MINUTES, ArrivalGroup, flightTimesRefusal, groupArrivals } from './flight-rules';

export interface ArrivalsBoard {
  windowMinutes: number;
  groups: Array<ArrivalGroup<FlightResponse>>;
}

const NOT_FOUND = 'Flight not found';

@Injectable()
export class FlightsService {
  constructor(private readonly flights: FlightsRepository) {}

  async list(eventId: string): Promise<FlightResponse[]> {
    return (await this.flights.listForEvent(eventId)).map(mapFlight);
  }

  /** Everyone's arrivals grouped by airport and time window, so the group can plan pickups. */
  async arrivalsBoard(eventId: string): Promise<ArrivalsBoard> {
    return { windowMinutes: ARRIVAL_WINDOW_MINUTES, groups: groupArrivals(await this.list(eventId)) };
  }

  async create(caller: EventCaller, input: CreateFlightDto): Promise<FlightResponse> {
    const departureTime = new Date(input.departureTime);
    const arrivalTime = new Date(input.arrivalTime);
    assertTimes(departureTime, arrivalTime);
    const { airline, flightNumber, departure, arrival } = input;
    const flight = { airline, flightNumber, departure, arrival, departureTime, arrivalTime };
    return mapFlight(await this.flights.create(caller.eventId, caller.userId, flight));
  }

  async update(caller: EventCaller, flightId: string, changes: UpdateFlightDto): Promise<FlightResponse> {
    const fields = definedEntries(changes);
    if (Object.keys(fields).length === 0) throw new BadRequestException('Nothing to update: send at least one field');
    const found = await this.flights.changeLocked(caller.eventId, flightId, (flight) => {
      const refusal = flightChangeRefusal(flight.userId, caller.userId);
      if (refusal) throw new ForbiddenException(refusal);
      const departureTime = fields.departureTime ? new Date(fields.departureTime) : flight.departureTime;
      const arrivalTime = fields.arrivalTime ? new Date(fields.arrivalTime) : flight.arrivalTime;
      assertTimes(departureTime, arrivalTime);
      return { ...fields, departureTime, arrivalTime };
    });
    const flight = found ? await this.flights.findInEvent(caller.eventId, flightId) : undefined;
    if (!flight) throw new NotFoundException(NOT_FOUND);
    return mapFlight(flight);
  }

  async remove(caller: EventCaller, flightId: string): Promise<void> {
    if (await this.flights.deleteOwned(caller.eventId, flightId, caller.userId)) return;
    const posterId = await this.flights.posterOf(caller.eventId, flightId);
    if (!posterId) throw new NotFoundException(NOT_FOUND);
    throw new ForbiddenException(flightChangeRefusal(posterId, caller.userId));
  }
}

function assertTimes(departureTime: Date, arrivalTime: Date): void {
  const refusal = flightTimesRefusal(departureTime, arrivalTime);
  if (refusal) throw new BadRequestException(refusal);
}
