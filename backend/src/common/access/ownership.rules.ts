import { roleSatisfies } from './event-access.rules';
import type { MemberRole } from './member-role';

/**
 * Who may change a record that belongs to one member. Pure, beside the event access rules, so every
 * ownership rule is read (and tested) in one place; each answers why not, or null when allowed.
 */

/** The uploader, or an admin of the event, deletes a photo. */
export function photoRemovalRefusal(uploadedBy: string | null, caller: { userId: string; role: MemberRole }) {
  if (uploadedBy === caller.userId || roleSatisfies(caller.role, 'admin')) return null;
  return 'Only the person who uploaded this photo or an event admin can delete it';
}

/** Only the member who posted a flight changes or deletes it. */
export function flightChangeRefusal(posterId: string, userId: string): string | null {
  return posterId === userId ? null : 'You can only change your own flights';
}

/** Only the driver calls a carpool off. */
export function carpoolCancelRefusal(driverId: string, userId: string): string | null {
  return driverId === userId ? null : 'Only the driver can cancel this carpool';
}

/** Everyone edits their own profile (core and event profile) and nobody else's. */
export function profileEditRefusal(profileUserId: string | undefined, userId: string | undefined): string | null {
  return profileUserId !== undefined && profileUserId === userId ? null : 'You can only edit your own profile';
}
