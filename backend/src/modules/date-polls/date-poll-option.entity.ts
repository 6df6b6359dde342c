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
import { DatePoll } from './date-poll.entity';

/** One candidate date range of a poll. */
@Entity({ name: 'date_poll_options' })
@Unique('UQ_date_poll_options_poll_dates', ['pollId', 'startDate', 'endDate'])
@Check('CHK_date_poll_options_dates', '"endDate" >= "startDate"')
export class DatePollOption {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  pollId: string;

  @ManyToOne(() => DatePoll, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pollId' })
  poll?: DatePoll;

  /** The poll's event, repeated so the access guard finds the caller's membership from the option alone. */
  @Index()
  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'timestamptz' })
  startDate: Date;

  @Column({ type: 'timestamptz' })
  endDate: Date;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdBy' })
  creator?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
