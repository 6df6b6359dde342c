import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Event } from '../events/event.entity';
import { EventInvitation } from '../members/event-invitation.entity';
import { User } from '../users/user.entity';
import type { MailKind } from './mail-kind';

/**
 * One e-mail to send, written in the same transaction as the record it is about (a transactional outbox):
 * if the queue is down when the record is made, the worker's relay still finds it. sentAt is set once
 * the SMTP server accepted the message, and a row with sentAt is never sent again. An invitation's row
 * names the invitation; every other kind names the member and the event it tells about.
 */
@Entity({ name: 'mail_outbox' })
@Index('IDX_mail_outbox_unsent', ['createdAt'], { where: '"sentAt" IS NULL AND "skippedAt" IS NULL' })
@Index('IDX_mail_outbox_invitation_created', ['invitationId', 'createdAt'])
@Unique('UQ_mail_outbox_dedupeKey', ['dedupeKey'])
@Check(
  'CHK_mail_outbox_recipient',
  `("kind" = 'invitation') = ("invitationId" IS NOT NULL) AND ("kind" = 'invitation' OR ("userId" IS NOT NULL AND "eventId" IS NOT NULL))`,
)
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32, default: 'invitation' })
  kind: MailKind;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  invitationId: string | null;

  @ManyToOne(() => EventInvitation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitationId' })
  invitation?: EventInvitation;

  @Index('IDX_mail_outbox_user')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_mail_outbox_user' })
  user?: User;

  @Index('IDX_mail_outbox_event')
  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId', foreignKeyConstraintName: 'FK_mail_outbox_event' })
  event?: Event;

  /** What the e-mail tells that is gone by the time it is sent, such as a digest's list of changes. */
  @Column({ type: 'jsonb', nullable: true })
  payload: unknown;

  /** One message per member and occasion, however often the sweep or the job runs. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  dedupeKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Last time the relay handed it to the queue (a request's own hand-over is not recorded). */
  @Column({ type: 'timestamptz', nullable: true })
  enqueuedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** Set instead of sentAt when the invitation was accepted or revoked before its e-mail went out. */
  @Column({ type: 'timestamptz', nullable: true })
  skippedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
