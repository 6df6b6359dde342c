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
import { Event } from '../../events/event.entity';
import { Carpool } from '../../travel/carpool.entity';
import { Stay } from '../../travel/stays/stay.entity';
import { User } from '../../users/user.entity';
import type { SplitMode } from '../split-rules';

/**
 * Something paid for the group, in minor units of its own currency, with its value in the event's
 * currency fixed when it was recorded. A carpool's or stay's cost follows that plan's people.
 */
@Entity({ name: 'expenses' })
@Index(['eventId', 'spentOn'])
@Index('UQ_expenses_carpool', ['carpoolId'], { unique: true, where: '"carpoolId" IS NOT NULL' })
@Index('UQ_expenses_stay', ['stayId'], { unique: true, where: '"stayId" IS NOT NULL' })
@Check('CHK_expenses_amount', 'amount > 0 AND "amountInEventCurrency" >= 0')
@Check('CHK_expenses_rate', 'rate > 0')
@Check('CHK_expenses_split_mode', "\"splitMode\" IN ('equal', 'shares', 'exact')")
export class Expense {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'bigint' })
  amount: string;

  @Column({ type: 'char', length: 3 })
  currency: string;

  /** One unit of `currency` in units of the event's currency; 1 when they are the same. */
  @Column({ type: 'numeric', precision: 18, scale: 8 })
  rate: string;

  @Column({ type: 'bigint' })
  amountInEventCurrency: string;

  @Column({ type: 'date' })
  spentOn: string;

  @Column({ type: 'varchar', length: 8 })
  splitMode: SplitMode;

  /** Deleting the carpool keeps its cost, frozen as it was. */
  @Column({ type: 'uuid', nullable: true })
  carpoolId: string | null;

  @ManyToOne(() => Carpool, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'carpoolId' })
  carpool?: Carpool;

  @Column({ type: 'uuid', nullable: true })
  stayId: string | null;

  @ManyToOne(() => Stay, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'stayId' })
  stay?: Stay;

  @Index()
  @Column({ type: 'uuid' })
  createdBy: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'createdBy' })
  creator?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
