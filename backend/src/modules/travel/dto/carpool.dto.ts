import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { RequiredText, RequiredTimestamp, WhenSent } from '../../../common/validation/fields';
import { CARPOOL_DEFAULT_SEATS, CARPOOL_MAX_SEATS, CARPOOL_MIN_SEATS } from '../carpool.entity';
import { DEPARTURE_TIME_REQUIRED } from './flight.dto';

const LOCATION_MAX = 200;
/** Everyone the car could take besides its driver. */
export const CARPOOL_MAX_INVITES = CARPOOL_MAX_SEATS - 1;
const SEATS_MESSAGE = `Seats must be a whole number from ${CARPOOL_MIN_SEATS} to ${CARPOOL_MAX_SEATS}`;

export class CreateCarpoolDto {
  @ApiProperty({ maxLength: LOCATION_MAX, example: 'Barcelona airport' })
  @RequiredText('From location', LOCATION_MAX)
  fromLocation: string;

  @ApiProperty({ maxLength: LOCATION_MAX, example: 'Villa Sol, Sitges' })
  @RequiredText('To location', LOCATION_MAX)
  toLocation: string;

  @ApiProperty({ format: 'date-time', example: '2025-06-12T12:00:00Z' })
  @RequiredTimestamp('Departure time', DEPARTURE_TIME_REQUIRED)
  departureTime: string;

  @ApiPropertyOptional({
    minimum: CARPOOL_MIN_SEATS,
    maximum: CARPOOL_MAX_SEATS,
    default: CARPOOL_DEFAULT_SEATS,
    description: "Seats in the car, the driver's included",
  })
  @IsOptional()
  @IsInt({ message: SEATS_MESSAGE })
  @Min(CARPOOL_MIN_SEATS, { message: SEATS_MESSAGE })
  @Max(CARPOOL_MAX_SEATS, { message: SEATS_MESSAGE })
  maxSeats?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    isArray: true,
    maxItems: CARPOOL_MAX_INVITES,
    description: 'Members to e-mail an offer of a seat (those landing around the departure, say)',
  })
  @WhenSent()
  // Run bottom-up: a list, then its length, then each id, then no id twice.
  @ArrayUnique({ message: 'Invite each member once' })
  @IsUUID('all', { each: true, message: 'Member not found' })
  @ArrayMaxSize(CARPOOL_MAX_INVITES, { message: `Invite at most ${CARPOOL_MAX_INVITES} members` })
  @IsArray({ message: 'Invite must be a list of members' })
  invite?: string[];
}
