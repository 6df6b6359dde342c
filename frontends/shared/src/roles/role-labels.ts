import { TAG_HUE } from '../theme/tag-hues';
import type { ListedRole, MemberRole } from '../api/types';

/**
 * A user's role in an event, under either of its names: 'member' in the user's event list, 'attendee' in
 * member management and invitations (spec section 1). Both are the same ordinary-member role.
 */
export type EventRole = MemberRole | ListedRole;

/** The roles a creator gives and an admin invites as: never creator. */
export type AssignableRole = Exclude<MemberRole, 'creator'>;

/** How each role reads, everywhere the spec names it; each name kept where it appears. */
export const ROLE_LABEL: Record<EventRole, string> = {
  creator: 'Creator',
  admin: 'Admin',
  attendee: 'Attendee',
  member: 'Member',
};

/**
 * One hue per role, for its badge and its count chip (RoleTag tints it to suit the surface it sits on); the
 * ordinary member keeps the neutral tag.
 */
export const ROLE_COLOUR: Record<EventRole, string | null> = {
  creator: TAG_HUE.magenta,
  admin: TAG_HUE.purple,
  attendee: null,
  member: null,
};

/** The choices of every role selector (invitation and role change): Attendee, the default, or Admin. */
export const ASSIGNABLE_ROLE_OPTIONS: readonly { value: AssignableRole; label: string }[] = (
  ['attendee', 'admin'] as const
).map((role) => ({ value: role, label: ROLE_LABEL[role] }));
