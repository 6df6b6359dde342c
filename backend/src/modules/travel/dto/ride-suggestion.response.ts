import { ApiProperty } from '@nestjs/swagger';
import { PersonSummary } from './flight.response';

/** Someone landing who could share the ride, with the flight that brings them. */
export class RideSuggestionPersonResponse extends PersonSummary {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String, format: 'uuid' })
  flightId: string;

  @ApiProperty({ type: String, format: 'date-time' })
  arrivalTime: Date;
}

/** People landing at one airport within an hour of each other with no ride yet: one car could take them. */
export class RideSuggestionResponse {
  @ApiProperty({ type: String, description: 'The airport as the first flight of the group spells it' })
  airport: string;

  @ApiProperty({ type: String, format: 'date-time' })
  earliest: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  latest: Date;

  @ApiProperty({ type: () => RideSuggestionPersonResponse, isArray: true, description: 'By arrival, at least two' })
  people: RideSuggestionPersonResponse[];
}

export class RideSuggestionsEnvelope {
  @ApiProperty({ type: () => RideSuggestionResponse, isArray: true, description: 'By their first arrival' })
  suggestions: RideSuggestionResponse[];
}
