import type { Member, MemberRole } from '@gatherly/shared';

/** Creators, then admins, then attendees: the order of the chips and of the list. */
const ROLE_ORDER: Record<MemberRole, number> = { creator: 0, admin: 1, attendee: 2 };

export interface RoleCounts {
  total: number;
  creators: number;
  admins: number;
  attendees: number;
}

export function roleCounts(members: readonly Member[]): RoleCounts {
  const count = (role: MemberRole) => members.filter((member) => member.role === role).length;
  return { total: members.length, creators: count('creator'), admins: count('admin'), attendees: count('attendee') };
}

/** Search by name or e-mail, case-insensitive; the list ordered by role, then name. */
export function findMembers(members: readonly Member[], search: string): Member[] {
  const needle = search.trim().toLowerCase();
  return members
    .filter(
      (member) =>
        !needle ||
        member.user.displayName.toLowerCase().includes(needle) ||
        member.user.email.toLowerCase().includes(needle),
    )
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.user.displayName.localeCompare(b.user.displayName));
}
