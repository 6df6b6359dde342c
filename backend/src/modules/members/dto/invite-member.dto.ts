import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { OptionalText } from '../../../common/validation/fields';
import type { InvitationRole } from '../event-invitation.entity';
import { GuestLimitField, InvitedGuestDto, InvitedGuestsField } from './invited-guest.dto';

export const INVITABLE_ROLES = ['attendee', 'admin'] as const;
export const SELECT_ROLE_MESSAGE = 'Please select a role';
const EMAIL_MESSAGE = 'Please enter a valid email address';

export class InviteMemberDto {
  @ApiProperty({ example: 'friend@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(320, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  userEmail: string;

  @ApiPropertyOptional({ enum: INVITABLE_ROLES, default: 'attendee' })
  @IsOptional()
  @IsIn(INVITABLE_ROLES, { message: SELECT_ROLE_MESSAGE })
  role?: InvitationRole;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: "The invitee's name" })
  @OptionalText('Name', 100)
  name?: string | null;

  @GuestLimitField()
  guestLimit?: number;

  @InvitedGuestsField(true)
  guests?: InvitedGuestDto[];
}
