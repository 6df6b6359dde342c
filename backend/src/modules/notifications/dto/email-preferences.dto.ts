import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { WhenSent } from '../../../common/validation/fields';

export class EmailPreferencesResponse {
  @ApiProperty({ type: Boolean, description: "When an event's dates are set or change" })
  eventDates: boolean;

  @ApiProperty({ type: Boolean, description: "A digest of a schedule's added, changed and cancelled items" })
  scheduleUpdates: boolean;

  @ApiProperty({ type: Boolean, description: 'A reminder before each item the member is going to' })
  reminders: boolean;

  @ApiProperty({ type: Boolean, description: "Organisers' announcements" })
  announcements: boolean;
}

export class EmailPreferencesEnvelope {
  @ApiProperty({ type: () => EmailPreferencesResponse })
  preferences: EmailPreferencesResponse;
}

/** Any subset; invitations are not a preference. */
export class UpdateEmailPreferencesDto {
  @ApiPropertyOptional({ type: Boolean })
  @WhenSent()
  @IsBoolean({ message: 'eventDates must be true or false' })
  eventDates?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @WhenSent()
  @IsBoolean({ message: 'scheduleUpdates must be true or false' })
  scheduleUpdates?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @WhenSent()
  @IsBoolean({ message: 'reminders must be true or false' })
  reminders?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @WhenSent()
  @IsBoolean({ message: 'announcements must be true or false' })
  announcements?: boolean;
}
