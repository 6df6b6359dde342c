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

/** Who posted, drives or uploaded something, as lists show them. */
export interface PersonSummary {
  displayName: string;
  photoURL: string | null;
}

export interface Photo {
  id: string;
  eventId: string;
  caption: string | null;
  filename: string;
  isFeatured: boolean;
  votes: number;
  voteCount: number;
  userVoted: boolean;
  uploadedBy: string | null;
  uploadedByUser: PersonSummary | null;
  uploadedAt: string;
  width: number | null;
  height: number | null;
}

/** A photo still being processed, or refused by the worker; listed to its uploader only. */
export interface PendingPhoto {
  id: string;
  filename: string;
  caption: string | null;
  status: 'processing' | 'failed';
  failureReason: string | null;
  uploadedAt: string;
}

export interface PhotoPage {
  photos: Photo[];
  total: number;
  page: number;
  pageSize: number;
  pending: PendingPhoto[];
}

export type ImageSize = 'thumb' | 'preview' | 'original';

export interface Flight {
  id: string;
  eventId: string;
  userId: string;
  airline: string;
  flightNumber: string;
  departure: string;
  arrival: string;
  departureTime: string;
  arrivalTime: string;
  createdAt: string;
  user: PersonSummary;
}

export interface CarpoolPassenger extends PersonSummary {
  userId: string;
  joinedAt: string;
}

export interface Carpool {
  id: string;
  eventId: string;
  driverId: string;
  fromLocation: string;
  toLocation: string;
  departureTime: string;
  maxSeats: number;
  currentSeats: number;
  createdAt: string;
  driver: PersonSummary;
  passengers: CarpoolPassenger[];
}

export type RsvpStatus = 'going' | 'maybe' | 'not_going';

export interface ScheduleItem {
  id: string;
  eventId: string;
  title: string;
  description: string | null;
  startTime: string;
  endTime: string | null;
  location: string | null;
  createdBy: string | null;
  createdAt: string;
  rsvpCounts: { going: number; notGoing: number; maybe: number };
  /** null is shown as 'Not Responded'. */
  userRsvp: RsvpStatus | null;
}
