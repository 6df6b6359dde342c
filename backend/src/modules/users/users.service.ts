import { Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { VerifiedIdentity } from '../auth/identity';
import type { UpdateCoreProfileDto } from './dto/update-core-profile.dto';
import {
  LimitedUserResponse,
  mapLimitedUser,
  mapProfile,
  mapUser,
  ProfileResponse,
  UserResponse,
} from './dto/user.response';
import { CoreProfileAccess, coreProfileAccess, ProfileRelation } from './profile-visibility';
import type { User } from './user.entity';
import { type CoreProfile, UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
  ) {}

  /**
   * The account for a verified identity, created on first sign-in. Keyed by Google's subject, or by the
   * issuer and subject of another OpenID provider; a changed e-mail at the provider is followed. Profile
   * fields the user edited are never overwritten.
   */
  async upsertFromIdentity(identity: VerifiedIdentity): Promise<User> {
    const tier = identity.initialTier ?? 'free';
    const account = {
      email: identity.email,
      displayName: identity.displayName,
      photoURL: identity.photoURL,
      subscriptionTier: tier,
      subscriptionStatus: tier === 'free' ? 'free' : 'active',
    };
    if (identity.issuer)
      return this.users.upsertByIdentity({ issuer: identity.issuer, subject: identity.subject }, account);
    return this.users.upsertBySubject({ googleSubject: identity.subject, ...account });
  }

  async getById(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  async login(id: string): Promise<UserResponse> {
    await this.users.recordLogin(id);
    return this.own(await this.getById(id));
  }

  /** Another user's profile, as much of it as their privacy setting shows this viewer. */
  async readProfile(viewerId: string, userId: string): Promise<UserResponse | ProfileResponse | LimitedUserResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    const access = coreProfileAccess(user.profilePrivacy, await this.relation(viewerId, userId));
    if (access === 'none') throw new NotFoundException('User not found');
    if (access === 'own') return this.own(user);
    return access === 'profile' ? mapProfile(user) : mapLimitedUser(user);
  }

  /** How much of the user's core profile the viewer may see (see profile-visibility.ts). */
  async accessTo(viewerId: string, user: Pick<User, 'id' | 'profilePrivacy'>): Promise<CoreProfileAccess> {
    return coreProfileAccess(user.profilePrivacy, await this.relation(viewerId, user.id));
  }

  /** A PUT replaces the core profile: what was left out is cleared. */
  async replaceCoreProfile(userId: string, profile: UpdateCoreProfileDto): Promise<UserResponse> {
    await this.users.replaceCoreProfile(userId, replacedProfile(profile));
    return this.own(await this.getById(userId));
  }

  /** The account as its owner sees it, with whether they are an operator (ADMIN_EMAILS). */
  private own(user: User): UserResponse {
    return mapUser(user, { operator: this.config.isOperator(user.email) });
  }

  private async relation(viewerId: string, userId: string): Promise<ProfileRelation> {
    if (viewerId === userId) return 'self';
    return (await this.users.shareAnEvent(viewerId, userId)) ? 'shares-an-event' : 'stranger';
  }
}

function replacedProfile(profile: UpdateCoreProfileDto): CoreProfile {
  return {
    displayName: profile.displayName,
    bio: profile.bio ?? null,
    location: profile.location ?? null,
    timezone: profile.timezone ?? null,
    phoneNumber: profile.phoneNumber ?? null,
    venmoUsername: profile.venmoUsername ?? null,
    instagramHandle: profile.instagramHandle ?? null,
    twitterHandle: profile.twitterHandle ?? null,
    linkedinUrl: profile.linkedinUrl ?? null,
    website: profile.website ?? null,
    emergencyContactName: profile.emergencyContactName ?? null,
    emergencyContactPhone: profile.emergencyContactPhone ?? null,
    dietaryRestrictions: profile.dietaryRestrictions ?? [],
    allergies: profile.allergies ?? [],
    profilePrivacy: profile.profilePrivacy ?? 'friends',
  };
}
