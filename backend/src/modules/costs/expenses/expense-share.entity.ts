import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Event } from '../../events/event.entity';
import { User } from '../../users/user.entity';
import { Expense } from './expense.entity';

/**
 * What a member owes for an expense, in the event's currency: derived from the participants, with guests'
 * and parties' lines on their party's members. Balances are sums of these rows.
 */
@Entity({ name: 'expense_shares' })
@Unique('UQ_expense_shares_expense_user', ['expenseId', 'userId'])
@Index(['eventId', 'userId'])
export class ExpenseShare {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  expenseId: string;

  @ManyToOne(() => Expense, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'expenseId' })
  expense?: Expense;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'bigint' })
  amountInEventCurrency: string;
}
