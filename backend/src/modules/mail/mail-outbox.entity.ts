import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventInvitation } from '../members/event-invitation.entity';

/**
 * One e-mail to send, written in the same transaction as the record it is about (a transactional outbox):
 * if the queue is down when the record is made, the worker's relay still finds it. sentAt is set once
 * the SMTP server accepted the message, and a row with sentAt is never sent again.
 */
@Entity({ name: 'mail_outbox' })
@Index('IDX_mail_outbox_unsent', ['createdAt'], { where: '"sentAt" IS NULL AND "skippedAt" IS NULL' })
@Index('IDX_mail_outbox_invitation_created', ['invitationId', 'createdAt'])
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  invitationId: string;

  @ManyToOne(() => EventInvitation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitationId' })
  invitation?: EventInvitation;

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
