import type { MemberRole } from '@gatherly/shared';

export type AssignableRole = Exclude<MemberRole, 'creator'>;

export const ROLE_LABEL: Record<MemberRole, string> = { creator: 'Creator', admin: 'Admin', attendee: 'Attendee' };

/** Spec section 2: what the confirmation adds for the new role. */
export const ROLE_EXPLANATION: Record<AssignableRole, string> = {
  admin: 'Admins can manage event settings, invite members, and modify event content',
  attendee: 'Attendees have standard event access without management privileges',
};

/** Spec section 4: the creator changes others' roles between admin and attendee; a creator's never changes. */
export const canChangeRole = (role: MemberRole) => role !== 'creator';

export function roleChangeQuestion(name: string, from: MemberRole, to: AssignableRole): string {
  return `Are you sure you want to change ${name}'s role from ${ROLE_LABEL[from]} to ${ROLE_LABEL[to]}?`;
}
