import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

export const AUDIENCES = ['everyone', 'parties'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** A row of the event_schedule table: one item of the event's programme. */
@Entity({ name: 'event_schedule' })
@Check('CHK_event_schedule_audience', "audience IN ('everyone', 'parties')")
@Index(['eventId', 'startTime'])
// The event's activity feed reads the newest first.
@Index('IDX_event_schedule_event_created', ['eventId', 'createdAt'])
export class ScheduleItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'timestamptz' })
  startTime: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endTime: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  /** 'parties': a private item, seen only by the parties of schedule_item_parties and by admins. */
  @Column({ type: 'varchar', length: 16, default: 'everyone' })
  audience: Audience;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdBy' })
  creator?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Rises with every change, so calendar apps replace the copy they imported (RFC 5545, 3.8.7.4). */
  @Column({ type: 'int', default: 0 })
  sequence: number;
}
