import { ApiProperty } from '@nestjs/swagger';
import { MEMBER_ROLES, type MemberRole } from '../../../../common/access/member-role';
import { AUDIENCES, type Audience } from '../../../schedule/schedule-item.entity';
import { QUESTION_KINDS, type QuestionKind } from '../../../schedule/questions/rsvp-question.entity';
import { RSVP_STATUSES, type RsvpStatus } from '../../../schedule/rsvp.entity';
import { AGE_GROUPS, type AgeGroup } from '../../parties/party-guest.entity';
import { PERSON_KINDS, type PersonKind } from '../../../schedule/dto/party-rsvp.dto';

/** The admin who took an answer for someone else (by phone, say). */
export class GuestListRecordedBy {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String })
  displayName: string;
}

/** A person's answer to one item their party is invited to; status null while they have not answered. */
export class GuestListAnswerResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  scheduleItemId: string;

  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus', nullable: true })
  status: RsvpStatus | null;

  @ApiProperty({ type: () => GuestListRecordedBy, nullable: true, description: 'Null when the party answered' })
  recordedBy: GuestListRecordedBy | null;
}

export class GuestListQuestionAnswerResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  questionId: string;

  @ApiProperty({ type: String, isArray: true, description: 'The chosen options, or the one short text' })
  value: string[];
}

/** A member (id = user id) or a guest the party brings (id = guest id). */
export class GuestListPersonResponse {
  @ApiProperty({ enum: PERSON_KINDS, enumName: 'PersonKind' })
  kind: PersonKind;

  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null for a guest nobody named yet' })
  name: string | null;

  @ApiProperty({ enum: AGE_GROUPS, enumName: 'AgeGroup', description: 'Members count as adults' })
  ageGroup: AgeGroup;

  @ApiProperty({ enum: MEMBER_ROLES, enumName: 'MemberRole', nullable: true, description: 'Null for a guest' })
  role: MemberRole | null;

  @ApiProperty({
    type: () => GuestListAnswerResponse,
    isArray: true,
    description: "One per item the person's party is invited to, in the schedule's order",
  })
  answers: GuestListAnswerResponse[];

  @ApiProperty({ type: () => GuestListQuestionAnswerResponse, isArray: true })
  questionAnswers: GuestListQuestionAnswerResponse[];
}

export class GuestListPartyResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: Number })
  guestLimit: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastRemindedAt: Date | null;

  @ApiProperty({ type: () => GuestListPersonResponse, isArray: true, description: 'Members first, then guests' })
  people: GuestListPersonResponse[];
}

export class GuestListInvitedGuestResponse {
  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ enum: AGE_GROUPS, enumName: 'AgeGroup' })
  ageGroup: AgeGroup;
}

/** An invitation not yet accepted, with the party it will make. */
export class GuestListInvitationResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: Number })
  guestLimit: number;

  @ApiProperty({ type: () => GuestListInvitedGuestResponse, isArray: true })
  guests: GuestListInvitedGuestResponse[];

  @ApiProperty({ type: String, format: 'date-time' })
  invitedAt: Date;
}

export class HeadCountResponse {
  @ApiProperty({ type: Number })
  adults: number;

  @ApiProperty({ type: Number })
  children: number;
}

export class ItemHeadCountsResponse {
  @ApiProperty({ type: () => HeadCountResponse })
  going: HeadCountResponse;

  @ApiProperty({ type: () => HeadCountResponse })
  maybe: HeadCountResponse;

  @ApiProperty({ type: () => HeadCountResponse })
  notGoing: HeadCountResponse;

  @ApiProperty({ type: () => HeadCountResponse })
  noAnswer: HeadCountResponse;
}

export class GuestListItemResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  title: string;

  @ApiProperty({ type: String, format: 'date-time' })
  startTime: Date;

  @ApiProperty({ enum: AUDIENCES, enumName: 'Audience' })
  audience: Audience;

  @ApiProperty({
    type: () => ItemHeadCountsResponse,
    description: "The people invited to the item (a private item's parties only), by answer",
  })
  headCounts: ItemHeadCountsResponse;
}

export class OptionCountResponse {
  @ApiProperty({ type: String })
  option: string;

  @ApiProperty({ type: Number })
  count: number;
}

export class GuestListQuestionResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  prompt: string;

  @ApiProperty({ enum: QUESTION_KINDS, enumName: 'QuestionKind' })
  kind: QuestionKind;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null: asked with the event' })
  scheduleItemId: string | null;

  @ApiProperty({ type: String, isArray: true, description: "A choice question's options, in order" })
  options: string[];

  @ApiProperty({ type: Boolean })
  required: boolean;

  @ApiProperty({
    type: () => OptionCountResponse,
    isArray: true,
    description: 'Each option of a choice question with how many chose it; empty for short text',
  })
  summary: OptionCountResponse[];

  @ApiProperty({ type: Number, description: 'How many people answered' })
  answered: number;

  @ApiProperty({ type: String, isArray: true, description: 'The short-text answers; empty for choices' })
  texts: string[];
}

export class DietaryCountResponse {
  @ApiProperty({ type: String, description: 'A diet ("Vegetarian") or an allergy ("Allergy: peanuts")' })
  label: string;

  @ApiProperty({ type: Number })
  count: number;
}

export class DietaryPersonResponse {
  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({ type: String, nullable: true })
  dietaryNotes: string | null;

  @ApiProperty({ type: String, isArray: true })
  allergies: string[];
}

export class DietarySummaryResponse {
  @ApiProperty({ type: () => DietaryCountResponse, isArray: true, description: "Everyone's, most frequent first" })
  counts: DietaryCountResponse[];

  @ApiProperty({
    type: () => DietaryPersonResponse,
    isArray: true,
    description: 'Only the members whose profile details the admin may see',
  })
  people: DietaryPersonResponse[];
}

export class GuestListResponse {
  @ApiProperty({ type: () => GuestListPartyResponse, isArray: true })
  parties: GuestListPartyResponse[];

  @ApiProperty({ type: () => GuestListInvitationResponse, isArray: true })
  invitations: GuestListInvitationResponse[];

  @ApiProperty({ type: () => GuestListItemResponse, isArray: true, description: "The schedule's items in order" })
  items: GuestListItemResponse[];

  @ApiProperty({ type: () => GuestListQuestionResponse, isArray: true })
  questions: GuestListQuestionResponse[];

  @ApiProperty({ type: () => DietarySummaryResponse })
  dietary: DietarySummaryResponse;
}

export class GuestRemindersResponse {
  @ApiProperty({ type: Number, description: 'How many parties were e-mailed' })
  reminded: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: a reminder may go now' })
  nextAllowedAt: Date | null;
}
