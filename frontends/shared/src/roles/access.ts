/**
 * Spec section 6, written once: what each role may do in an event. A rule takes the role under either
 * name (the listed 'member' or member management's 'attendee'); no role (still loading, or not a member)
 * may do nothing.
 */
import type { MemberRole } from '../api/types';
import type { EventRole } from './role-labels';

type MaybeRole = EventRole | null | undefined;

/** Who acts or is acted on: a member record, or anything with a user id and a member role. */
export interface RoleHolder {
  userId: string;
  role: MemberRole;
}

/** A user counts as admin for the event when the role is admin or creator. */
export function isAdmin(role: MaybeRole): boolean {
  return role === 'admin' || role === 'creator';
}

/** Only the creator deletes the event (the button on its card). */
export function canDeleteEvent(role: MaybeRole): boolean {
  return role === 'creator';
}

/** Only the creator sees the Role Management card. */
export function canManageRoles(role: MaybeRole): boolean {
  return role === 'creator';
}

/** The creator changes another member's role, between admin and attendee; a creator's role never changes. */
export function canChangeRole(actor: MaybeRole, target: MemberRole): boolean {
  return canManageRoles(actor) && target !== 'creator';
}

/** The creator removes any member but themself; an admin, members who are neither creators nor themself. */
export function canRemove(actor: RoleHolder | null | undefined, target: RoleHolder): boolean {
  if (!actor || actor.userId === target.userId) return false;
  if (actor.role === 'creator') return true;
  return actor.role === 'admin' && target.role !== 'creator';
}
