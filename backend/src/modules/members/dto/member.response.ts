import { ApiProperty } from '@nestjs/swagger';
import { MEMBER_ROLES, type MemberRole } from '../../../common/access/member-role';

/** Who a member is, as the member lists show them. */
export class MemberUserResponse {
  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;
}

export class MemberResponse {
  @ApiProperty({ type: String, format: 'uuid', description: 'The membership' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ enum: MEMBER_ROLES, enumName: 'MemberRole' })
  role: MemberRole;

  @ApiProperty({ type: String, format: 'uuid', description: 'The party the member answers with' })
  partyId: string;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: Date;

  @ApiProperty({ type: () => MemberUserResponse })
  user: MemberUserResponse;
}

export class MemberListEnvelope {
  @ApiProperty({ type: () => MemberResponse, isArray: true })
  members: MemberResponse[];
}

export class MemberEnvelope {
  @ApiProperty({ type: () => MemberResponse })
  member: MemberResponse;
}

export interface MemberRow {
  id: string;
  userId: string;
  role: MemberRole;
  partyId: string;
  joinedAt: Date;
  displayName: string;
  email: string;
  photoURL: string | null;
}

export function mapMember({ displayName, email, photoURL, ...member }: MemberRow): MemberResponse {
  return { ...member, user: { displayName, email, photoURL } };
}
