/** Who posted a flight or drives a carpool, as the cards show them. */
export interface PersonSummary {
  displayName: string;
  photoURL: string | null;
}

export interface FlightResponse {
  id: string;
  eventId: string;
  userId: string;
  airline: string;
  flightNumber: string;
  departure: string;
  arrival: string;
  departureTime: Date;
  arrivalTime: Date;
  createdAt: Date;
  user: PersonSummary;
}

export type FlightRow = Omit<FlightResponse, 'user'> & PersonSummary;

export function mapFlight({ displayName, photoURL, ...flight }: FlightRow): FlightResponse {
  return { ...flight, user: { displayName, photoURL } };
}
