import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

/**
 * The members' vote on when an event whose dates are still to be decided takes place. Choosing one of its
 * candidate dates closes it for good; an event cleared back to TBD later gets a new poll.
 */
@Entity({ name: 'date_polls' })
// One open poll per event, however many admins add the first candidate at once.
@Index('UQ_date_polls_open_event', ['eventId'], { unique: true, where: '"closedAt" IS NULL' })
@Index('IDX_date_polls_event_created', ['eventId', 'createdAt'])
export class DatePoll {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdBy' })
  creator?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** The candidate whose dates the event took; set with closedAt. */
  @Column({ type: 'uuid', nullable: true })
  chosenOptionId: string | null;
}
