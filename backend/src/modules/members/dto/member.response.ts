import type { MemberRole } from '../../../common/access/member-role';

export interface MemberResponse {
  id: string;
  userId: string;
  role: MemberRole;
  joinedAt: Date;
  user: { displayName: string; email: string; photoURL: string | null };
}

export interface MemberRow {
  id: string;
  userId: string;
  role: MemberRole;
  joinedAt: Date;
  displayName: string;
  email: string;
  photoURL: string | null;
}

export function mapMember({ displayName, email, photoURL, ...member }: MemberRow): MemberResponse {
  return { ...member, user: { displayName, email, photoURL } };
}
