import type { PersonSummary } from './flight.response';

export interface CarpoolPassengerResponse extends PersonSummary {
  userId: string;
  joinedAt: Date;
}

export interface CarpoolResponse {
  id: string;
  eventId: string;
  driverId: string;
  fromLocation: string;
  toLocation: string;
  departureTime: Date;
  maxSeats: number;
  /** The driver plus the passengers. */
  currentSeats: number;
  createdAt: Date;
  driver: PersonSummary;
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
