import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalText } from '../../../common/validation/fields';
import { GuestLimitField, InvitedGuestDto, InvitedGuestsField } from './invited-guest.dto';

/** A pending invitation's party, changed by an admin; what is left out stays. Null clears the name. */
export class UpdateInvitationDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: "The invitee's name" })
  @OptionalText('Name', 100)
  name?: string | null;

  @GuestLimitField()
  guestLimit?: number;

  /** Replaces the named guests; checked against the new limit, or the stored one when none is sent. */
  @InvitedGuestsField(false)
  guests?: InvitedGuestDto[];
}
