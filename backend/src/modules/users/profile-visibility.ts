import type { ProfilePrivacy } from './user.entity';
import type { ProfileVisibility } from './event-user-profile.entity';
import type { MemberRole } from '../members/event-member.entity';

/** How the viewer relates to the profile's owner. */
export type ProfileRelation = 'self' | 'shares-an-event' | 'stranger';

/** What of a core profile a viewer may see: everything, the basics (name, e-mail, photo), or nothing. */
export function coreProfileAccess(privacy: ProfilePrivacy, relation: ProfileRelation): 'full' | 'basic' | 'none' {
  if (relation === 'self') return 'full';
  if (privacy === 'public') return 'full';
  if (relation === 'stranger') return 'none';
  return privacy === 'friends' ? 'full' : 'basic';
}

/** Whether a member of the event may read another member's event profile. */
export function canReadEventProfile(visibility: ProfileVisibility, isSelf: boolean, viewerRole: MemberRole): boolean {
  if (isSelf || visibility !== 'organizers_only') return true;
  return viewerRole === 'admin' || viewerRole === 'creator';
}
