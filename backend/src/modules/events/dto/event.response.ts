import type { MemberResponse } from '../../members/dto/member.response';
import type { MemberRole } from '../../../common/access/member-role';
import type { BannerSettings, ThemeColors } from '../event.entity';

/** In the user's event list the ordinary role is called 'member' (spec section 1). */
export type ListedRole = 'creator' | 'admin' | 'member';

export function listedRole(role: MemberRole): ListedRole {
  return role === 'attendee' ? 'member' : role;
}

export interface EventListItem {
  id: string;
  name: string;
  customLogo: string | null;
  role: ListedRole;
  memberCount: number;
  startDate: Date | null;
  endDate: Date | null;
  description: string | null;
  location: string | null;
}

export interface EventDetail extends EventListItem {
  themeColors: Required<ThemeColors>;
  bannerSettings: Required<BannerSettings>;
  members: MemberResponse[];
  createdBy: string;
  createdAt: Date;
}
