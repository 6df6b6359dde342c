import { Injectable } from '@nestjs/common';
import { CarpoolsRepository } from './carpools.repository';
import type { RideSuggestionResponse } from './dto/ride-suggestion.response';
import { FlightsRepository } from './flights.repository';
import { suggestRides } from './ride-suggestion-rules';

/** Who could share a ride from the airport: the event's flights against its carpools, two queries. */
@Injectable()
export class RideSuggestionsService {
  constructor(
    private readonly flights: FlightsRepository,
    private readonly carpools: CarpoolsRepository,
  ) {}

  async suggestions(eventId: string): Promise<RideSuggestionResponse[]> {
    const [flights, carpools] = await Promise.all([
      this.flights.listForEvent(eventId),
      this.carpools.listForEvent(eventId),
    ]);
    const rides = carpools.map((carpool) => ({
      fromLocation: carpool.fromLocation,
      departureTime: carpool.departureTime,
      riderIds: [carpool.driverId, ...carpool.passengers.map((passenger) => passenger.userId)],
      freeSeats: carpool.maxSeats - carpool.currentSeats,
    }));
    return suggestRides(flights, rides).map((group) => ({
      airport: group.airport,
      earliest: group.earliest,
      latest: group.latest,
      people: group.flights.map((flight) => ({
        userId: flight.userId,
        displayName: flight.displayName,
        photoURL: flight.photoURL,
        flightId: flight.id,
        arrivalTime: flight.arrivalTime,
      })),
    }));
  }
}
