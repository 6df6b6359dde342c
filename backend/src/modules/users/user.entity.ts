import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { SubscriptionTier } from '../subscriptions/subscription-tier.entity';

export const PROFILE_PRIVACY = ['public', 'friends', 'private'] as const;
export type ProfilePrivacy = (typeof PROFILE_PRIVACY)[number];

@Entity({ name: 'users' })
@Check('CHK_users_profile_privacy', "\"profilePrivacy\" IN ('public', 'friends', 'private')")
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * Google's stable subject id: Google accounts are keyed by it, never by e-mail. Null for an account
   * that signs in only with another OpenID provider (see UserIdentity).
   */
  @Column({ type: 'varchar', length: 255, unique: true, nullable: true })
  googleSubject: string | null;

  /** Stored lower-cased, so uniqueness and invitation matching ignore case. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  displayName: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  photoURL: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  venmoUsername: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone: string | null;

  @Column({ type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  instagramHandle: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  twitterHandle: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  linkedinUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  emergencyContactName: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  emergencyContactPhone: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  dietaryRestrictions: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allergies: string[];

  @Column({ type: 'varchar', length: 16, default: 'friends' })
  profilePrivacy: ProfilePrivacy;

  @Column({ type: 'varchar', length: 32, default: 'free' })
  subscriptionStatus: string;

  @Column({ type: 'varchar', length: 32, default: 'free' })
  subscriptionTier: string;

  @ManyToOne(() => SubscriptionTier, { onDelete: 'RESTRICT', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'subscriptionTier', referencedColumnName: 'tierName' })
  tier?: SubscriptionTier;

  @Column({ type: 'timestamptz', nullable: true })
  subscriptionExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** Set by an operator: the account cannot sign in or refresh, and its sessions have ended. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /**
   * Set when an operator deletes the account: the row stays only as a nameless tombstone, so the costs
   * other people share with it still add up; everything personal is gone and it can never sign in.
   */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
