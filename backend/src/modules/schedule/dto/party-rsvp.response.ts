import { ApiProperty } from '@nestjs/swagger';
import { AGE_GROUPS, type AgeGroup } from '../../members/parties/party-guest.entity';
import { RSVP_STATUSES, type RsvpStatus } from '../rsvp.entity';
import { PERSON_KINDS, type PersonKind } from './party-rsvp.dto';

export class RecordedByResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String })
  displayName: string;
}

export class QuestionAnswerResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  questionId: string;

  @ApiProperty({ type: String, isArray: true })
  value: string[];
}

export class PersonRsvpResponse {
  @ApiProperty({ enum: PERSON_KINDS, enumName: 'PersonKind' })
  kind: PersonKind;

  @ApiProperty({ type: String, format: 'uuid', description: "A member's user id or a guest's id" })
  id: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null for a guest not yet named' })
  name: string | null;

  @ApiProperty({ enum: AGE_GROUPS, enumName: 'AgeGroup' })
  ageGroup: AgeGroup;

  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus', nullable: true })
  status: RsvpStatus | null;

  @ApiProperty({
    type: () => RecordedByResponse,
    nullable: true,
    description: 'The admin who recorded the answer (taken by phone); null when the party answered',
  })
  recordedBy: RecordedByResponse | null;

  @ApiProperty({ type: () => QuestionAnswerResponse, isArray: true })
  answers: QuestionAnswerResponse[];
}

/** A party's answers to one item, members first, then guests, each in the order they came. */
export class PartyRsvpsResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  partyId: string;

  @ApiProperty({ type: () => PersonRsvpResponse, isArray: true })
  people: PersonRsvpResponse[];
}

export class PartyRsvpsEnvelope {
  @ApiProperty({ type: () => PartyRsvpsResponse })
  party: PartyRsvpsResponse;
}
