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
import type { AgeGroup } from './parties/party-guest.entity';
import { MAX_PARTY_GUESTS } from './parties/party.entity';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type InvitationRole = 'admin' | 'attendee';
export interface InvitedGuest {
  name: string | null;
  ageGroup: AgeGroup;
}

@Entity({ name: 'event_invitations' })
@Check('CHK_event_invitations_role', "role IN ('admin', 'attendee')")
@Check('CHK_event_invitations_guest_limit', `"guestLimit" BETWEEN 0 AND ${MAX_PARTY_GUESTS}`)
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

  /** The invitee's name as the admin wrote it, shown on the guest list until they join. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 16, default: 'attendee' })
  role: InvitationRole;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: InvitationStatus;

  @Column({ type: 'varchar', length: 64, unique: true })
  inviteToken: string;

  /** How many guests the invitee's party may bring; the party is made with it on acceptance. */
  @Column({ type: 'int', default: 0 })
  guestLimit: number;

  /** The guests named when inviting, each an adult or a child; they join the party on acceptance. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  guests: InvitedGuest[];

  @CreateDateColumn({ type: 'timestamptz' })
  invitedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null;
}
