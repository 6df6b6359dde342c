import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { PartyGuest } from '../members/parties/party-guest.entity';
import { User } from '../users/user.entity';
import { ScheduleItem } from './schedule-item.entity';

export const RSVP_STATUSES = ['going', 'not_going', 'maybe'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

@Entity({ name: 'rsvps' })
@Check('CHK_rsvps_status', "status IN ('going', 'not_going', 'maybe')")
// A member's answer (userId) or a party guest's (guestId): one per person and item.
@Check('CHK_rsvps_person', 'num_nonnulls("userId", "guestId") = 1')
@Unique('UQ_rsvps_item_user', ['scheduleEventId', 'userId'])
@Unique('UQ_rsvps_item_guest', ['scheduleEventId', 'guestId'])
// The schedule list counts each item's answers from this index alone, without reading the table.
@Index('IDX_rsvps_item_user_status', ['scheduleEventId', 'userId', 'status'])
// Who is going, in the order they answered: the list's first five names read from here.
@Index('IDX_rsvps_item_going_order', ['scheduleEventId', 'respondedAt', 'userId'], { where: "status = 'going'" })
export class Rsvp {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  scheduleEventId: string;

  @ManyToOne(() => ScheduleItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'scheduleEventId' })
  scheduleItem?: ScheduleItem;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  guestId: string | null;

  @ManyToOne(() => PartyGuest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guestId' })
  guest?: PartyGuest;

  /** The admin who recorded this answer for the person (taken by phone); null when the party answered. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  recordedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recordedBy' })
  recorder?: User;

  @Column({ type: 'varchar', length: 16 })
  status: RsvpStatus;

  @UpdateDateColumn({ type: 'timestamptz' })
  respondedAt: Date;
}
