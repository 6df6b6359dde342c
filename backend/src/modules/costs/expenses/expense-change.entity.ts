import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { User } from '../../users/user.entity';

export const EXPENSE_CHANGES = ['added', 'edited', 'deleted'] as const;
export type ExpenseChangeKind = (typeof EXPENSE_CHANGES)[number];

/** An expense added, edited or deleted, for the activity feed; outlives the expense it names. */
@Entity({ name: 'expense_changes' })
@Index('IDX_expense_changes_event_at', ['eventId', 'at'])
@Check('CHK_expense_changes_change', "change IN ('added', 'edited', 'deleted')")
export class ExpenseChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'uuid' })
  expenseId: string;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actorId' })
  actor?: User;

  @Column({ type: 'varchar', length: 8 })
  change: ExpenseChangeKind;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'bigint' })
  amountInEventCurrency: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
