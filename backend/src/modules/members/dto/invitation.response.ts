import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FaqEntryResponse, ThemeColorsResponse } from '../../events/dto/event.response';
import { INVITATION_STATUSES, type InvitationRole } from '../event-invitation.entity';
import { AGE_GROUPS, type AgeGroup } from '../parties/party-guest.entity';
import { MAX_PARTY_GUESTS } from '../parties/party.entity';

const INVITATION_ROLES: InvitationRole[] = ['attendee', 'admin'];

export class InviterResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  displayName: string;
}

/** A guest named on an invitation; they join the invitee's party when it is accepted. */
export class InvitedGuestResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Null until someone names them' })
  name: string | null;

  @ApiProperty({ enum: AGE_GROUPS, enumName: 'AgeGroup' })
  ageGroup: AgeGroup;
}

/** An invitation still waiting for its answer, as the event's admins see it. */
export class InvitationResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: String, nullable: true, description: "The invitee's name as the admin wrote it" })
  name: string | null;

  @ApiProperty({ enum: INVITATION_ROLES, enumName: 'InvitationRole' })
  role: InvitationRole;

  @ApiProperty({
    type: Number,
    minimum: 0,
    maximum: MAX_PARTY_GUESTS,
    description: 'How many guests the invitee may bring besides themselves',
  })
  guestLimit: number;

  @ApiProperty({ type: () => InvitedGuestResponse, isArray: true, description: 'The guests named so far' })
  guests: InvitedGuestResponse[];

  @ApiProperty({ enum: INVITATION_STATUSES, enumName: 'InvitationStatus' })
  status: string;

  @ApiProperty({ type: String, format: 'date-time' })
  invitedAt: Date;

  @ApiProperty({ type: () => InviterResponse })
  invitedBy: InviterResponse;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastEmailSentAt: Date | null;

  @ApiPropertyOptional({ type: String, description: 'Only for the admin who sent it' })
  inviteToken?: string;
}

export class InvitationEnvelope {
  @ApiProperty({ type: () => InvitationResponse })
  invitation: InvitationResponse;
}

export class InvitationListEnvelope {
  @ApiProperty({ type: () => InvitationResponse, isArray: true })
  invitations: InvitationResponse[];
}

/**
 * What the invitation page shows before the visitor signs in: the event as it presents itself, with its
 * essentials (no member list, no e-mails but the invited one), and its host.
 */
export class InvitationPreviewResponse {
  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ enum: INVITATION_ROLES, enumName: 'InvitationRole' })
  role: InvitationRole;

  @ApiProperty({ type: String })
  eventName: string;

  @ApiProperty({ type: String, nullable: true })
  eventDescription: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  eventStartDate: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  eventEndDate: Date | null;

  @ApiProperty({ type: String, nullable: true })
  eventLocation: string | null;

  @ApiProperty({ type: String, nullable: true, description: "A map of the event's location; null without one" })
  eventMapUrl: string | null;

  @ApiProperty({ type: String, example: 'Europe/Madrid', description: 'IANA time zone the dates are read in' })
  eventTimeZone: string;

  @ApiProperty({ type: String, nullable: true })
  eventDressCode: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A gift list or registry, an http(s) address' })
  eventRegistryUrl: string | null;

  @ApiProperty({ type: () => FaqEntryResponse, isArray: true, description: 'In the order the admins set' })
  eventFaq: FaqEntryResponse[];

  @ApiProperty({ type: String, nullable: true, description: "The event's custom logo URL" })
  eventLogo: string | null;

  @ApiProperty({ type: () => ThemeColorsResponse, description: "The event's colours, each defaulted" })
  themeColors: ThemeColorsResponse;

  @ApiProperty({ type: String, description: "The display name of the event's creator" })
  hostName: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Set when the link was used already and the caller is a member of its event: open the event instead',
  })
  joinedEventId: string | null;
}

export class JoinedEventResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  name: string;
}

/** The event the accepted invitation joined. */
export class AcceptedInvitationResponse {
  @ApiProperty({ type: () => JoinedEventResponse })
  event: JoinedEventResponse;
}
