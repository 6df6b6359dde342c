import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import type { Audience } from './schedule-item.entity';

export const SCHEDULE_CHANGES = ['added', 'changed', 'cancelled'] as const;
export type ScheduleChangeKind = (typeof SCHEDULE_CHANGES)[number];

/**
 * What happened to an item, written with the change itself, until the members' digest of the event's
 * changes takes it. It keeps the title and time, because a cancelled item's row is gone.
 */
@Entity({ name: 'schedule_changes' })
@Check('CHK_schedule_changes_change', `"change" IN ('added', 'changed', 'cancelled')`)
@Index('IDX_schedule_changes_undigested', ['eventId', 'createdAt'], { where: '"digestedAt" IS NULL' })
export class ScheduleChange {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_schedule_changes' })
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId', foreignKeyConstraintName: 'FK_schedule_changes_event' })
  event?: Event;

  /** No foreign key: a cancelled item is deleted, its changes stay until digested. */
  @Column({ type: 'uuid' })
  itemId: string;

  @Column({ type: 'varchar', length: 16 })
  change: ScheduleChangeKind;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'timestamptz' })
  startTime: Date;

  @Column({ type: 'uuid', nullable: true })
  changedBy: string | null;

  /** Who the item was for as it changed: the digest tells only them (common/access/schedule-visibility.ts). */
  @Column({ type: 'varchar', length: 16, default: 'everyone' })
  audience: Audience;

  /** The parties invited to a private item as it changed; empty for an item for everyone. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  partyIds: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  digestedAt: Date | null;
}
