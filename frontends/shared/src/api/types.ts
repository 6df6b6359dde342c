/** The shapes the API answers with, as the screens use them. */

export type ListedRole = 'creator' | 'admin' | 'member';
export type MemberRole = 'creator' | 'admin' | 'attendee';

export interface User {
  id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  phoneNumber: string | null;
  venmoUsername: string | null;
  bio: string | null;
  location: string | null;
  timezone: string | null;
  instagramHandle: string | null;
  twitterHandle: string | null;
  linkedinUrl: string | null;
  website: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  dietaryRestrictions: string[];
  allergies: string[];
  profilePrivacy: 'public' | 'friends' | 'private';
  subscriptionTier: 'free' | 'paid' | 'enterprise';
}

export interface ThemeColors {
  primary: string;
  secondary: string;
  tertiary: string;
  background: string;
  surface: string;
}

export interface BannerSettings {
  style: 'contained' | 'full-width';
  autoRotate: boolean;
  rotateInterval: number;
  customBannerImage: string | null;
}

export interface EventListItem {
  id: string;
  name: string;
  customLogo: string | null;
  role: ListedRole;
  memberCount: number;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
  location: string | null;
}

export interface Member {
  id: string;
  userId: string;
  role: MemberRole;
  joinedAt: string;
  user: { displayName: string; email: string; photoURL: string | null };
}

export interface EventDetail extends EventListItem {
  themeColors: ThemeColors;
  bannerSettings: BannerSettings;
  members: Member[];
  createdBy: string;
}

export interface SubscriptionSummary {
  tier: 'free' | 'paid' | 'enterprise';
  displayName: string;
  usage: { events: string; invitationsToday: string; storage: string };
  features: Record<string, boolean>;
}

export interface CreationLimits {
  currentUsage: number;
  limit: number | null;
  canCreate: boolean;
}
