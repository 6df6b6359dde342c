import { ApiProperty } from '@nestjs/swagger';
import { PersonSummary } from './flight.response';

export class CarpoolPassengerResponse extends PersonSummary {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: Date;
}

export class CarpoolResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: String, format: 'uuid' })
  driverId: string;

  @ApiProperty({ type: String })
  fromLocation: string;

  @ApiProperty({ type: String })
  toLocation: string;

  @ApiProperty({ type: String, format: 'date-time' })
  departureTime: Date;

  @ApiProperty({ type: Number, description: "Seats in the car, the driver's included" })
  maxSeats: number;

  @ApiProperty({ type: Number, description: 'The driver plus the passengers' })
  currentSeats: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: () => PersonSummary })
  driver: PersonSummary;

  @ApiProperty({ type: () => CarpoolPassengerResponse, isArray: true })
  passengers: CarpoolPassengerResponse[];
}

/** Passengers arrive as JSON from json_agg, so their join times are text. */
export type CarpoolRow = Omit<CarpoolResponse, 'driver' | 'passengers'> &
  PersonSummary & { passengers: Array<Omit<CarpoolPassengerResponse, 'joinedAt'> & { joinedAt: string }> };

export function mapCarpool({ displayName, photoURL, passengers, ...carpool }: CarpoolRow): CarpoolResponse {
  return {
    ...carpool,
    driver: { displayName, photoURL },
    passengers: passengers.map((passenger) => ({ ...passenger, joinedAt: new Date(passenger.joinedAt) })),
  };
}

export class CarpoolListEnvelope {
  @ApiProperty({ type: () => CarpoolResponse, isArray: true })
  carpools: CarpoolResponse[];
}

export class CarpoolEnvelope {
  @ApiProperty({ type: () => CarpoolResponse })
  carpool: CarpoolResponse;
}
