import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RequiredText, RequiredTimestamp, WhenSent } from '../../../common/validation/fields';

export const DEPARTURE_TIME_REQUIRED = 'Departure time is required';
export const ARRIVAL_TIME_REQUIRED = 'Arrival time is required';

/** Column widths of the flights table; a flight number such as "KL 1234" fits in 16. */
const AIRLINE_MAX = 100;
const FLIGHT_NUMBER_MAX = 16;
const AIRPORT_MAX = 100;

export class CreateFlightDto {
  @ApiProperty({ maxLength: AIRLINE_MAX, example: 'KLM' })
  @RequiredText('Airline', AIRLINE_MAX)
  airline: string;

  @ApiProperty({ maxLength: FLIGHT_NUMBER_MAX, example: 'KL1675' })
  @RequiredText('Flight number', FLIGHT_NUMBER_MAX)
  flightNumber: string;

  @ApiProperty({ maxLength: AIRPORT_MAX, example: 'AMS', description: 'Departure airport' })
  @RequiredText('Departure airport', AIRPORT_MAX)
  departure: string;

  @ApiProperty({ maxLength: AIRPORT_MAX, example: 'BCN', description: 'Arrival airport' })
  @RequiredText('Arrival airport', AIRPORT_MAX)
  arrival: string;

  @ApiProperty({ format: 'date-time', example: '2025-06-12T08:40:00Z' })
  @RequiredTimestamp('Departure time', DEPARTURE_TIME_REQUIRED)
  departureTime: string;

  @ApiProperty({ format: 'date-time', example: '2025-06-12T11:05:00Z', description: 'After the departure time' })
  @RequiredTimestamp('Arrival time', ARRIVAL_TIME_REQUIRED)
  arrivalTime: string;
}

/** The poster corrects any subset of their flight's fields. */
export class UpdateFlightDto {
  @ApiPropertyOptional({ maxLength: AIRLINE_MAX })
  @WhenSent()
  @RequiredText('Airline', AIRLINE_MAX)
  airline?: string;

  @ApiPropertyOptional({ maxLength: FLIGHT_NUMBER_MAX })
  @WhenSent()
  @RequiredText('Flight number', FLIGHT_NUMBER_MAX)
  flightNumber?: string;

  @ApiPropertyOptional({ maxLength: AIRPORT_MAX })
  @WhenSent()
  @RequiredText('Departure airport', AIRPORT_MAX)
  departure?: string;

  @ApiPropertyOptional({ maxLength: AIRPORT_MAX })
  @WhenSent()
  @RequiredText('Arrival airport', AIRPORT_MAX)
  arrival?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @WhenSent()
  @RequiredTimestamp('Departure time', DEPARTURE_TIME_REQUIRED)
  departureTime?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @WhenSent()
  @RequiredTimestamp('Arrival time', ARRIVAL_TIME_REQUIRED)
  arrivalTime?: string;
}
