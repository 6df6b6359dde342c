import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MemberRole } from '../../common/access/member-role';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

/**
 * A membership as it was when an admin removed it, so the event's activity keeps the member's joining and
 * shows who removed them. Goes with the event, or with the person's account.
 */
@Entity({ name: 'member_departures' })
@Check('CHK_member_departures_role', "role IN ('creator', 'admin', 'attendee')")
// The activity feed reads joinings and removals newest first.
@Index('IDX_member_departures_event_joined', ['eventId', 'joinedAt'])
@Index('IDX_member_departures_event_left', ['eventId', 'leftAt'])
export class MemberDeparture {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The removed membership's id: the 'joined the event' entry keeps the id it had. */
  @Column({ type: 'uuid' })
  memberId: string;

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

  @Column({ type: 'varchar', length: 16 })
  role: MemberRole;

  @Column({ type: 'timestamptz' })
  joinedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  leftAt: Date;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  removedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'removedBy' })
  remover?: User;
}
