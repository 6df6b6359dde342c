import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  OptionalText,
  OptionalTimestamp,
  RequiredText,
  RequiredTimestamp,
  WhenSent,
} from '../../../common/validation/fields';

/** Column widths of the event_schedule table. */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const LOCATION_MAX = 200;

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
}
