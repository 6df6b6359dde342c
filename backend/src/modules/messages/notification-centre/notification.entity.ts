import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { User } from '../../users/user.entity';

/** What the bell lists; the values are stored, so they never change. */
export const NOTIFICATION_KINDS = [
  'announcement',
  'mention',
  'reply',
  'dates_set',
  'item_changed',
  'carpool_joined',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One entry of a member's notification centre, written in the transaction of what it tells, and pushed
 * to their devices by the worker. Shown only while they are still a member of its event.
 */
@Entity({ name: 'notifications' })
@Index('IDX_notifications_user_created', ['userId', 'createdAt'])
@Index('IDX_notifications_user_unread', ['userId'], { where: '"readAt" IS NULL' })
@Index('IDX_notifications_unpushed', ['createdAt'], { where: '"pushedAt" IS NULL' })
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index()
  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'enum', enum: NOTIFICATION_KINDS, enumName: 'notification_kind' })
  kind: NotificationKind;

  /** Who did it; null for what nobody did (dates settling) or once their account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actorId' })
  actor?: User;

  /** The record it is about: an announcement, a comment, an item, a carpool or the event. */
  @Column({ type: 'uuid' })
  subjectId: string;

  /** The line the bell and the push show, written when it happened. */
  @Column({ type: 'text' })
  text: string;

  /** The front-end path it leads to. */
  @Column({ type: 'text' })
  link: string;

  /** Makes every write safe to repeat: one entry per occasion and person. */
  @Column({ type: 'text', unique: true })
  dedupeKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** When the worker took it to push (or found no device to push it to). */
  @Column({ type: 'timestamptz', nullable: true })
  pushedAt: Date | null;
}
