import type { Member, MemberRole } from '@gatherly/shared';

export type InvitableRole = Exclude<MemberRole, 'creator'>;

export const ROLE_LABEL: Record<MemberRole, string> = { creator: 'Creator', admin: 'Admin', attendee: 'Attendee' };

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

/** Spec section 6: admins and the creator count as admin. */
export const isAdmin = (role: MemberRole | undefined) => role === 'admin' || role === 'creator';

/** Spec section 6: the creator removes anyone but themself; an admin anyone neither creator nor themself. */
export function canRemove(actor: Member | undefined, target: Member): boolean {
  return Boolean(actor) && isAdmin(actor?.role) && actor?.userId !== target.userId && target.role !== 'creator';
}

/** Only the creator changes roles, between admin and attendee, never a creator's (spec section 4). */
export function canChangeRole(actor: Member | undefined, target: Member): boolean {
  return actor?.role === 'creator' && target.role !== 'creator';
}

/** The added sentence of the 'Change Member Role' confirmation (spec section 2). */
export const ROLE_CHANGE_NOTE: Record<InvitableRole, string> = {
  admin: 'Admins can manage event settings, invite members, and modify event content',
  attendee: 'Attendees have standard event access without management privileges',
};
