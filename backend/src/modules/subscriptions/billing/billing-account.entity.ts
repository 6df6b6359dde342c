import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/user.entity';

/**
 * A user's Stripe customer and subscription as the signed webhooks last described them. The user's plan
 * itself stays on `users` (subscriptionTier, subscriptionStatus, subscriptionExpiresAt); this row is
 * what billing knows to keep it right.
 */
@Entity({ name: 'billing_accounts' })
export class BillingAccount {
  @PrimaryColumn('uuid')
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 255, unique: true })
  stripeCustomerId: string;

  @Column({ type: 'varchar', length: 255, unique: true, nullable: true })
  stripeSubscriptionId: string | null;

  /** The plan the subscription buys (a tier name), or null before the first checkout completes. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  tier: string | null;

  /** Stripe's subscription status: active, past_due, canceled, incomplete, trialing, unpaid… */
  @Column({ type: 'varchar', length: 32, nullable: true })
  status: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  /** Set when a renewal payment fails: the plan stays until then, then falls back to free. */
  @Column({ type: 'timestamptz', nullable: true })
  graceEndsAt: Date | null;

  /** The `created` time of the newest subscription event applied: an older event arriving late is ignored. */
  @Column({ type: 'timestamptz', nullable: true })
  lastEventAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
