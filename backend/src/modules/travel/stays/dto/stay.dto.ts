import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { OptionalText, OptionalTimestamp, RequiredText, WhenSent } from '../../../../common/validation/fields';
import { TrimToNull } from '../../../../common/validation/transforms';
import { ROOM_MAX_CAPACITY, ROOM_MIN_CAPACITY } from '../stay-room.entity';
import { STAY_KINDS, type StayKind } from '../stay.entity';

export const STAY_MAX_ROOMS = 30;
const NAME_MAX = 120;
const ADDRESS_MAX = 200;
const BOOKING_URL_MAX = 500;
const BOOKING_CODE_MAX = 60;
const ROOM_NAME_MAX = 80;
const BEDS_MAX = 120;

const KIND_MESSAGE = 'Kind must be hotel or rental';
const CAPACITY_MESSAGE = `Capacity must be a whole number from ${ROOM_MIN_CAPACITY} to ${ROOM_MAX_CAPACITY}`;
const CUTOFF_MESSAGE = 'Booking cut-off must be a date (YYYY-MM-DD)';
const URL_MESSAGE = 'Booking link must be a web address (http or https)';

const isSet = (_: unknown, value: unknown) => value !== null && value !== undefined;

const Capacity = () =>
  applyDecorators(
    IsInt({ message: CAPACITY_MESSAGE }),
    Min(ROOM_MIN_CAPACITY, { message: CAPACITY_MESSAGE }),
    Max(ROOM_MAX_CAPACITY, { message: CAPACITY_MESSAGE }),
  );

/** A room as it is created: its name, its beds described, and how many people it sleeps. */
export class CreateRoomDto {
  @ApiProperty({ maxLength: ROOM_NAME_MAX, example: 'Loft' })
  @RequiredText('Room name', ROOM_NAME_MAX)
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BEDS_MAX, example: '1 queen, 1 sofa bed' })
  @OptionalText('Beds', BEDS_MAX)
  beds?: string | null;

  @ApiProperty({ minimum: ROOM_MIN_CAPACITY, maximum: ROOM_MAX_CAPACITY, example: 3 })
  @Capacity()
  capacity: number;
}

export class UpdateRoomDto {
  @ApiPropertyOptional({ maxLength: ROOM_NAME_MAX })
  @WhenSent()
  @RequiredText('Room name', ROOM_NAME_MAX)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BEDS_MAX })
  @OptionalText('Beds', BEDS_MAX)
  beds?: string | null;

  @ApiPropertyOptional({ minimum: ROOM_MIN_CAPACITY, maximum: ROOM_MAX_CAPACITY })
  @WhenSent()
  @Capacity()
  capacity?: number;
}

/** The fields of a stay besides its kind and name, the same when it is created and later. */
class StayDetailsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ADDRESS_MAX })
  @OptionalText('Address', ADDRESS_MAX)
  address?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BOOKING_URL_MAX,
    example: 'https://hotel.example/group',
  })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(isSet)
  @MaxLength(BOOKING_URL_MAX, { message: `Booking link must be ${BOOKING_URL_MAX} characters or fewer` })
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: URL_MESSAGE })
  bookingUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BOOKING_CODE_MAX, example: 'SMITHWED' })
  @OptionalText('Booking code', BOOKING_CODE_MAX)
  bookingCode?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: "The last day to book at the group's rate",
  })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(isSet)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: CUTOFF_MESSAGE })
  @IsISO8601({ strict: true }, { message: CUTOFF_MESSAGE })
  bookingCutoff?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @OptionalTimestamp('Check-in')
  checkIn?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'After check-in' })
  @OptionalTimestamp('Check-out')
  checkOut?: string | null;

  @ApiPropertyOptional({ type: Boolean, description: 'Whether members may take a free bed themselves' })
  @WhenSent()
  @IsBoolean({ message: 'Members claim beds must be true or false' })
  membersClaimBeds?: boolean;
}

export class CreateStayDto extends StayDetailsDto {
  @ApiProperty({ enum: STAY_KINDS })
  @IsIn(STAY_KINDS, { message: KIND_MESSAGE })
  kind: StayKind;

  @ApiProperty({ maxLength: NAME_MAX, example: 'Villa Sol' })
  @RequiredText('Name', NAME_MAX)
  name: string;

  @ApiPropertyOptional({ type: () => CreateRoomDto, isArray: true, maxItems: STAY_MAX_ROOMS })
  @WhenSent()
  // Run bottom-up: a list, then its length, then each room.
  @ValidateNested({ each: true, message: 'Each room needs a name and a capacity' })
  @ArrayMaxSize(STAY_MAX_ROOMS, { message: `A stay may have at most ${STAY_MAX_ROOMS} rooms` })
  @IsArray({ message: 'Rooms must be a list' })
  @Type(() => CreateRoomDto)
  rooms?: CreateRoomDto[];
}

export class UpdateStayDto extends StayDetailsDto {
  @ApiPropertyOptional({ enum: STAY_KINDS })
  @WhenSent()
  @IsIn(STAY_KINDS, { message: KIND_MESSAGE })
  kind?: StayKind;

  @ApiPropertyOptional({ maxLength: NAME_MAX, example: 'Villa Sol' })
  @WhenSent()
  @RequiredText('Name', NAME_MAX)
  name?: string;
}

/** A person in a bed: a member (userId) or a party's guest (guestId), exactly one. */
export class SleeperDto {
  @ApiPropertyOptional({ type: String, format: 'uuid' })
  @WhenSent()
  @IsUUID('all', { message: 'Member not found' })
  userId?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid' })
  @WhenSent()
  @IsUUID('all', { message: 'Guest not found' })
  guestId?: string;
}
