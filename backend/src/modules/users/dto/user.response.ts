import { ApiProperty, getSchemaPath, OmitType, PickType } from '@nestjs/swagger';
import { TIER_NAMES } from '../../subscriptions/subscription-tier.entity';
import { PROFILE_PRIVACY, type ProfilePrivacy, type User } from '../user.entity';

/** A user as the API shows it; the provider subject and tier relation never leave the server. */
export class UserResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: Boolean, enum: [true], description: 'Signed in through a provider that verified it' })
  emailVerified: true;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;

  @ApiProperty({ type: String, nullable: true })
  phoneNumber: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Without @' })
  venmoUsername: string | null;

  @ApiProperty({ type: String, nullable: true })
  bio: string | null;

  @ApiProperty({ type: String, nullable: true })
  location: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Europe/Lisbon' })
  timezone: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  dateOfBirth: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Without @' })
  instagramHandle: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Without @' })
  twitterHandle: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: String, nullable: true })
  emergencyContactName: string | null;

  @ApiProperty({ type: String, nullable: true })
  emergencyContactPhone: string | null;

  @ApiProperty({ type: String, isArray: true })
  dietaryRestrictions: string[];

  @ApiProperty({ type: String, isArray: true })
  allergies: string[];

  @ApiProperty({ enum: PROFILE_PRIVACY, enumName: 'ProfilePrivacy' })
  profilePrivacy: ProfilePrivacy;

  @ApiProperty({ type: String, example: 'active' })
  subscriptionStatus: string;

  @ApiProperty({ enum: TIER_NAMES, enumName: 'TierName' })
  subscriptionTier: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  subscriptionExpiresAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty({
    type: Boolean,
    description: "May open the operator console (ADMIN_EMAILS); only in one's own account",
  })
  operator: boolean;
}

/** What another user sees of a profile they may read: never the account's plan or sign-in times. */
export class ProfileResponse extends OmitType(UserResponse, [
  'subscriptionStatus',
  'subscriptionTier',
  'subscriptionExpiresAt',
  'lastLoginAt',
  'createdAt',
  'updatedAt',
  'operator',
] as const) {}

/** What another user sees of a private profile. */
export class LimitedUserResponse extends PickType(UserResponse, [
  'id',
  'email',
  'displayName',
  'photoURL',
  'profilePrivacy',
] as const) {}

export class UserEnvelope {
  @ApiProperty({ type: () => UserResponse })
  user: UserResponse;
}

/** Another user's profile: all of it (one's own), the profile, or the basics of a private one. */
export class UserProfileEnvelope {
  @ApiProperty({
    anyOf: [
      { $ref: getSchemaPath(UserResponse) },
      { $ref: getSchemaPath(ProfileResponse) },
      { $ref: getSchemaPath(LimitedUserResponse) },
    ],
  })
  user: UserResponse | ProfileResponse | LimitedUserResponse;
}

/** One's own account; `operator` is said only here, never in what others see of a profile. */
export function mapUser(user: User, { operator }: { operator: boolean }): UserResponse {
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
    operator,
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
    operator: _operator,
    ...profile
  } = mapUser(user, { operator: false });
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
