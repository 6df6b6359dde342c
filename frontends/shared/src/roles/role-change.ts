import type { MemberRole } from '../api/types';
import { type AssignableRole, ROLE_LABEL } from './role-labels';

/** Spec section 2: what the 'Change Member Role' confirmation adds about the new role. */
export const ROLE_EXPLANATION: Record<AssignableRole, string> = {
  admin: 'Admins can manage event settings, invite members, and modify event content',
  attendee: 'Attendees have standard event access without management privileges',
};

/** The confirmation's question: the member, the old role and the new one (spec section 2). */
export function roleChangeQuestion(name: string, from: MemberRole, to: AssignableRole): string {
  return `Are you sure you want to change ${name}'s role from ${ROLE_LABEL[from]} to ${ROLE_LABEL[to]}?`;
}
