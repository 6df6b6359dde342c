import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const TIER_NAMES = ['free', 'paid', 'enterprise'] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** A null limit means unlimited. */
@Entity({ name: 'subscription_tiers' })
export class SubscriptionTier {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  tierName: TierName;

  @Column({ type: 'varchar', length: 64 })
  displayName: string;

  @Column({ type: 'int', nullable: true })
  maxEvents: number | null;

  @Column({ type: 'int', nullable: true })
  maxAttendeesPerEvent: number | null;

  @Column({ type: 'int', nullable: true })
  maxPhotosPerEvent: number | null;

  @Column({ type: 'int', nullable: true })
  maxTravelEntriesPerEvent: number | null;

  @Column({ type: 'int', nullable: true })
  maxStorageMb: number | null;

  @Column({ type: 'int', nullable: true })
  maxInvitationsPerDay: number | null;

  @Column({ type: 'int', nullable: true })
  eventHistoryRetentionDays: number | null;

  @Column({ type: 'boolean', default: false })
  customBrandingEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  customBrandingAdvancedEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  priorityEmailDelivery: boolean;

  @Column({ type: 'boolean', default: false })
  exportDataEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  analyticsEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  apiAccessEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  advancedSchedulingEnabled: boolean;

  @Column({ type: 'boolean', default: false })
  whiteLabelEnabled: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
