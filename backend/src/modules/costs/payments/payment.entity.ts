import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { User } from '../../users/user.entity';

/** Money one person gave another to settle up, in the event's currency. */
@Entity({ name: 'payments' })
@Index('IDX_payments_event_created', ['eventId', 'createdAt'])
@Check('CHK_payments_amount', 'amount > 0')
@Check('CHK_payments_people', '"fromUserId" <> "toUserId"')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid' })
  fromUserId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fromUserId' })
  from?: User;

  @Index()
  @Column({ type: 'uuid' })
  toUserId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'toUserId' })
  to?: User;

  @Column({ type: 'bigint' })
  amount: string;

  @Column({ type: 'date' })
  paidOn: string;

  @Column({ type: 'uuid', nullable: true })
  recordedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recordedBy' })
  recorder?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
