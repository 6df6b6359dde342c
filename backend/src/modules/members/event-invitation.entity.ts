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
import { User } from '../users/user.entity';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type InvitationRole = 'admin' | 'attendee';

@Entity({ name: 'event_invitations' })
@Check('CHK_event_invitations_role', "role IN ('admin', 'attendee')")
@Check('CHK_event_invitations_status', "status IN ('pending', 'accepted', 'revoked')")
@Unique('UQ_event_invitations_event_email', ['eventId', 'email'])
@Index(['invitedByUserId', 'invitedAt'])
export class EventInvitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'uuid' })
  invitedByUserId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitedByUserId' })
  invitedBy?: User;

  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 16, default: 'attendee' })
  role: InvitationRole;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: InvitationStatus;

  @Column({ type: 'varchar', length: 64, unique: true })
  inviteToken: string;

  @CreateDateColumn({ type: 'timestamptz' })
  invitedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null;
}
