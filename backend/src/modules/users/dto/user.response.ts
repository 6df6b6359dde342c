import type { User } from '../user.entity';

/** A user as the API shows it; the provider subject and tier relation never leave the server. */
export interface UserResponse {
  id: string;
  email: string;
  emailVerified: true;
  displayName: string;
  photoURL: string | null;
  phoneNumber: string | null;
  venmoUsername: string | null;
  bio: string | null;
  location: string | null;
  timezone: string | null;
  dateOfBirth: string | null;
  instagramHandle: string | null;
  twitterHandle: string | null;
  linkedinUrl: string | null;
  website: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  dietaryRestrictions: string[];
  allergies: string[];
  profilePrivacy: User['profilePrivacy'];
  subscriptionStatus: string;
  subscriptionTier: string;
  subscriptionExpiresAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What another user sees of a profile they may read: never the account's plan or sign-in times. */
export type ProfileResponse = Omit<
  UserResponse,
  'subscriptionStatus' | 'subscriptionTier' | 'subscriptionExpiresAt' | 'lastLoginAt' | 'createdAt' | 'updatedAt'
>;

/** What another user sees of a private profile. */
export type LimitedUserResponse = Pick<UserResponse, 'id' | 'email' | 'displayName' | 'photoURL' | 'profilePrivacy'>;

export function mapUser(user: User): UserResponse {
  return {
    id: user.id,
    email: user.email,
    emailVerified: true,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    venmoUsername: user.venmoUsername,
    bio: user.bio,
    location: user.location,
    timezone: user.timezone,
    dateOfBirth: user.dateOfBirth,
    instagramHandle: user.instagramHandle,
    twitterHandle: user.twitterHandle,
    linkedinUrl: user.linkedinUrl,
    website: user.website,
    emergencyContactName: user.emergencyContactName,
    emergencyContactPhone: user.emergencyContactPhone,
    dietaryRestrictions: user.dietaryRestrictions,
    allergies: user.allergies,
    profilePrivacy: user.profilePrivacy,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export function mapProfile(user: User): ProfileResponse {
  const {
    subscriptionStatus: _status,
    subscriptionTier: _tier,
    subscriptionExpiresAt: _expires,
    lastLoginAt: _lastLogin,
    createdAt: _created,
    updatedAt: _updated,
    ...profile
  } = mapUser(user);
  return profile;
}

export function mapLimitedUser(user: User): LimitedUserResponse {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    profilePrivacy: user.profilePrivacy,
  };
}
