import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe webhook event already applied: inserted in the same transaction, so a replay changes nothing. */
@Entity({ name: 'stripe_events' })
export class StripeEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
