import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsUUID } from 'class-validator';
import {
  OptionalText,
  OptionalTimestamp,
  RequiredText,
  RequiredTimestamp,
  WhenSent,
} from '../../../common/validation/fields';
import { AUDIENCES, type Audience } from '../schedule-item.entity';

/** Column widths of the event_schedule table. */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const LOCATION_MAX = 200;
/** More parties than any event invites to one dinner; it bounds the request. */
const PARTIES_MAX = 500;

const AudienceField = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: AUDIENCES,
      enumName: 'ScheduleAudience',
      description: "'parties': a private item, seen only by the parties in partyIds and by admins",
    }),
    WhenSent(),
    IsIn(AUDIENCES, { message: 'Audience must be everyone or parties' }),
  );

const PartyIdsField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'uuid',
      isArray: true,
      description: "The parties invited to a private item: at least one when audience is 'parties'",
    }),
    WhenSent(),
    IsArray({ message: 'Parties must be a list' }),
    ArrayMaxSize(PARTIES_MAX, { message: `Choose at most ${PARTIES_MAX} parties` }),
    IsUUID('all', { each: true, message: 'Party not found' }),
    ArrayUnique({ message: 'Choose each party once' }),
  );

export class CreateScheduleItemDto {
  @ApiProperty({ maxLength: TITLE_MAX, example: 'Welcome dinner' })
  @RequiredText('Title', TITLE_MAX)
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DESCRIPTION_MAX })
  @OptionalText('Description', DESCRIPTION_MAX)
  description?: string | null;

  @ApiProperty({ format: 'date-time', example: '2025-06-12T19:30:00Z' })
  @RequiredTimestamp('Start time')
  startTime: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Not before the start time' })
  @OptionalTimestamp('End time')
  endTime?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LOCATION_MAX })
  @OptionalText('Location', LOCATION_MAX)
  location?: string | null;

  @AudienceField()
  audience?: Audience;

  @PartyIdsField()
  partyIds?: string[];
}

/** Any subset of an item's fields; null clears the optional ones. */
export class UpdateScheduleItemDto {
  @ApiPropertyOptional({ maxLength: TITLE_MAX })
  @WhenSent()
  @RequiredText('Title', TITLE_MAX)
  title?: string;

  @ApiPropertyOptional({ type: String, maxLength: DESCRIPTION_MAX, nullable: true })
  @OptionalText('Description', DESCRIPTION_MAX)
  description?: string | null;

  @ApiPropertyOptional({ format: 'date-time' })
  @WhenSent()
  @RequiredTimestamp('Start time')
  startTime?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @OptionalTimestamp('End time')
  endTime?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: LOCATION_MAX, nullable: true })
  @OptionalText('Location', LOCATION_MAX)
  location?: string | null;

  @AudienceField()
  audience?: Audience;

  /** Replaces the item's parties; left out, they stay as they are (none once the item is for everyone). */
  @PartyIdsField()
  partyIds?: string[];
}
