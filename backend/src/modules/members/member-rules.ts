import type { MemberRole } from '../../common/access/member-role';

export interface Actor {
  userId: string;
  role: MemberRole;
}

export interface Target {
  userId: string;
  role: MemberRole;
}

/**
 * Who may remove whom (spec section 6): the creator anyone but themself; an admin anyone who is neither
 * the creator nor themself; attendees no one. Returns the reason for a refusal, or null.
 */
export function removalRefusal(actor: Actor, target: Target): string | null {
  if (actor.userId === target.userId) return 'You cannot remove yourself from the event';
  if (target.role === 'creator') return 'The event creator cannot be removed';
  if (actor.role === 'attendee') return 'Only event admins can remove members';
  return null;
}

/** Only the creator changes roles, only between admin and attendee, never a creator's. */
export function roleChangeRefusal(actor: Actor, target: Target): string | null {
  if (actor.role !== 'creator') return 'Only the event creator can change roles';
  if (target.role === 'creator') return "The event creator's role cannot be changed";
  return null;
}
