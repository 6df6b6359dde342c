import { ApiProperty } from '@nestjs/swagger';
import { AGE_GROUPS, type AgeGroup } from '../party-guest.entity';

/** A member of a party, as an avatar shows them. */
export class PartyMemberResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;
}

/** A guest a party brings: a plus-one or a child, named now or later. */
export class PartyGuestResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null until someone names them' })
  name: string | null;

  @ApiProperty({ enum: AGE_GROUPS, enumName: 'AgeGroup' })
  ageGroup: AgeGroup;
}

export class PartyResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: Number, description: 'How many guests the party may bring besides its members' })
  guestLimit: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastRemindedAt: Date | null;

  @ApiProperty({ type: () => PartyMemberResponse, isArray: true, description: 'In the order they joined' })
  members: PartyMemberResponse[];

  @ApiProperty({ type: () => PartyGuestResponse, isArray: true })
  guests: PartyGuestResponse[];
}

export class PartyEnvelope {
  @ApiProperty({ type: () => PartyResponse })
  party: PartyResponse;
}

export class PartyListEnvelope {
  @ApiProperty({ type: () => PartyResponse, isArray: true })
  parties: PartyResponse[];
}

export class PartyGuestEnvelope {
  @ApiProperty({ type: () => PartyGuestResponse })
  guest: PartyGuestResponse;
}
