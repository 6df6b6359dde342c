import type { ProfilePrivacy } from './user.entity';
import type { ProfileVisibility } from './event-user-profile.entity';
import type { MemberRole } from '../../common/access/member-role';

/**
 * How the viewer relates to the profile's owner. "Friends" are the people someone shares at least one
 * event with: the only relationship the product knows.
 */
export type ProfileRelation = 'self' | 'shares-an-event' | 'stranger';

/**
 * What of a core profile a viewer may see: their own account (with its plan and sign-in times), the
 * profile (every field the person filled in, health and emergency details included), the basics (name,
 * e-mail and photo, which every co-member sees in the members list anyway), or nothing at all.
 */
export type CoreProfileAccess = 'own' | 'profile' | 'basic' | 'none';

export function coreProfileAccess(privacy: ProfilePrivacy, relation: ProfileRelation): CoreProfileAccess {
  if (relation === 'self') return 'own';
  if (privacy === 'public') return 'profile';
  if (relation === 'stranger') return 'none';
  return privacy === 'friends' ? 'profile' : 'basic';
}

/** Whether the viewer may see the profile's fields beyond the basics. */
export const showsProfileFields = (access: CoreProfileAccess) => access === 'own' || access === 'profile';

/**
 * Whether a member of the event may read another member's event profile. Only members ever reach an event
 * profile, so 'public' and 'event_members' both mean every member.
 */
export function canReadEventProfile(visibility: ProfileVisibility, isSelf: boolean, viewerRole: MemberRole): boolean {
  if (isSelf || visibility !== 'organizers_only') return true;
  return viewerRole === 'admin' || viewerRole === 'creator';
}
