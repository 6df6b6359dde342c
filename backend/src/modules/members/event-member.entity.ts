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
import type { MemberRole } from '../../common/access/member-role';
import { User } from '../users/user.entity';
import { Party } from './parties/party.entity';

@Entity({ name: 'event_members' })
@Check('CHK_event_members_role', "role IN ('creator', 'admin', 'attendee')")
@Unique('UQ_event_members_event_user', ['eventId', 'userId'])
// The event's activity feed reads the newest first.
@Index('IDX_event_members_event_joined', ['eventId', 'joinedAt'])
export class EventMember {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 16, default: 'attendee' })
  role: MemberRole;

  /** The party the member answers with; a member leaving a party of one takes the party with them. */
  @Index()
  @Column({ type: 'uuid' })
  partyId: string;

  @ManyToOne(() => Party, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partyId' })
  party?: Party;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;
}
