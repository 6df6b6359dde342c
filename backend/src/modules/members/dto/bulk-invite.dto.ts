import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { BULK_LINE_STATUSES, type BulkLineStatus } from '../bulk/bulk-invite.rules';
import { MAX_PARTY_GUESTS } from '../parties/party.entity';

export const BULK_INVITE_MAX_CHARS = 50_000;
const PASTE_A_LIST = 'Paste a list of people to invite';

/** In the order listed, the first failure being the message (see common/validation/fields). */
const InviteListText = () =>
  applyDecorators(
    IsNotEmpty({ message: PASTE_A_LIST }),
    IsString({ message: PASTE_A_LIST }),
    MaxLength(BULK_INVITE_MAX_CHARS, { message: 'The list must be 50,000 characters or fewer' }),
  );

/** A pasted list of invitees: "Name <e-mail>" lines, bare e-mails, or CSV rows of name, e-mail and party size. */
export class BulkInviteDto {
  @ApiProperty({ type: String, maxLength: BULK_INVITE_MAX_CHARS, example: 'Jane Doe <jane@example.com>' })
  @InviteListText()
  text: string;
}

export class BulkInviteLineResponse {
  @ApiProperty({ type: Number, description: 'The line number in the pasted text, from 1' })
  line: number;

  @ApiProperty({ type: String })
  raw: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Lower-cased; null when the line has no valid address' })
  email: string | null;

  @ApiProperty({ type: Number, minimum: 0, maximum: MAX_PARTY_GUESTS, description: 'The party size less the invitee' })
  guestLimit: number;

  @ApiProperty({ enum: BULK_LINE_STATUSES, enumName: 'BulkInviteLineStatus' })
  status: BulkLineStatus;

  @ApiPropertyOptional({ type: String, description: 'Why the line is not invited' })
  message?: string;
}

export class BulkInviteQuotaResponse {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Invitation e-mails the creator's plan still allows today; null: no limit",
  })
  remainingToday: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Places left in the event, pending invitations included; null: no limit',
  })
  placesLeft: number | null;

  @ApiProperty({ type: Boolean, description: "Sending the list now would pass one of the plan's limits" })
  wouldExceed: boolean;
}

export class BulkInvitePreviewResponse {
  @ApiProperty({ type: () => BulkInviteLineResponse, isArray: true })
  lines: BulkInviteLineResponse[];

  @ApiProperty({ type: Number, description: 'How many lines would be invited' })
  sendable: number;

  @ApiProperty({ type: () => BulkInviteQuotaResponse })
  quota: BulkInviteQuotaResponse;

  @ApiPropertyOptional({ type: String, description: 'Why the list cannot be sent as it is' })
  message?: string;
}

export class BulkInviteResultResponse {
  @ApiProperty({ type: Number })
  invited: number;

  @ApiProperty({ type: () => BulkInviteLineResponse, isArray: true, description: 'The lines not invited, with why' })
  skipped: BulkInviteLineResponse[];
}
