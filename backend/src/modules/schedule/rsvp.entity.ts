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
import { User } from '../users/user.entity';
import { ScheduleItem } from './schedule-item.entity';

export const RSVP_STATUSES = ['going', 'not_going', 'maybe'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

@Entity({ name: 'rsvps' })
@Check('CHK_rsvps_status', "status IN ('going', 'not_going', 'maybe')")
@Unique('UQ_rsvps_item_user', ['scheduleEventId', 'userId'])
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
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  status: RsvpStatus;

  @UpdateDateColumn({ type: 'timestamptz' })
  respondedAt: Date;
}
