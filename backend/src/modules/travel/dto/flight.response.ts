import { ApiProperty } from '@nestjs/swagger';

/** Who posted a flight or drives a carpool, as the cards show them. */
export class PersonSummary {
  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;
}

export class FlightResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: String, format: 'uuid', description: 'Who posted it' })
  userId: string;

  @ApiProperty({ type: String })
  airline: string;

  @ApiProperty({ type: String })
  flightNumber: string;

  @ApiProperty({ type: String, description: 'Departure airport' })
  departure: string;

  @ApiProperty({ type: String, description: 'Arrival airport' })
  arrival: string;

  @ApiProperty({ type: String, format: 'date-time' })
  departureTime: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  arrivalTime: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: () => PersonSummary })
  user: PersonSummary;
}

export type FlightRow = Omit<FlightResponse, 'user'> & PersonSummary;

export function mapFlight({ displayName, photoURL, ...flight }: FlightRow): FlightResponse {
  return { ...flight, user: { displayName, photoURL } };
}

export class FlightListEnvelope {
  @ApiProperty({ type: () => FlightResponse, isArray: true })
  flights: FlightResponse[];
}

export class FlightEnvelope {
  @ApiProperty({ type: () => FlightResponse })
  flight: FlightResponse;
}

/** An airport's arrivals within one time window. */
export class ArrivalGroupResponse {
  @ApiProperty({ type: String, description: 'The airport as the first flight of the group spells it' })
  airport: string;

  @ApiProperty({ type: String, format: 'date-time' })
  firstArrival: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  lastArrival: Date;

  @ApiProperty({ type: () => FlightResponse, isArray: true })
  flights: FlightResponse[];
}

/** Everyone's arrivals grouped by airport and time window, so the group can plan pickups. */
export class ArrivalsBoardResponse {
  @ApiProperty({ type: Number })
  windowMinutes: number;

  @ApiProperty({ type: () => ArrivalGroupResponse, isArray: true, description: 'By their first arrival' })
  groups: ArrivalGroupResponse[];
}
