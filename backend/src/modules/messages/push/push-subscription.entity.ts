import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/user.entity';

/**
 * One device's (browser's) Web Push subscription. The endpoint is the push service's address for that
 * device, so it is unique: a device that signs in as someone else moves to them.
 */
@Entity({ name: 'push_subscriptions' })
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** The device's P-256 public key (base64url), with which payloads are encrypted. */
  @Column({ type: 'text' })
  p256dh: string;

  /** The device's authentication secret (base64url). */
  @Column({ type: 'text' })
  auth: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
