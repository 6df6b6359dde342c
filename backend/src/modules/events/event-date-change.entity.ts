import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { Event } from './event.entity';

/** Each time an event's dates were set or cleared, by whom: in its settings, or by choosing a poll's dates. */
@Entity({ name: 'event_date_changes' })
// The activity feed reads them newest first.
@Index('IDX_event_date_changes_event_changed', ['eventId', 'changedAt'])
export class EventDateChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  /** Null when the dates were cleared (to be decided). */
  @Column({ type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  changedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changedBy' })
  changer?: User;

  /** The date poll's candidate whose dates the event took; null for dates set in the settings. */
  @Column({ type: 'uuid', nullable: true })
  pollOptionId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt: Date;
}
