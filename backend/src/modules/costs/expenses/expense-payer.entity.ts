import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../../users/user.entity';
import { Expense } from './expense.entity';

/** Who paid how much of an expense; kept when the payer leaves the event, as their balance. */
@Entity({ name: 'expense_payers' })
@Unique('UQ_expense_payers_expense_user', ['expenseId', 'userId'])
@Check('CHK_expense_payers_amount', 'amount > 0 AND "amountInEventCurrency" >= 0')
export class ExpensePayer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  expenseId: string;

  @ManyToOne(() => Expense, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'expenseId' })
  expense?: Expense;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** In the expense's currency. */
  @Column({ type: 'bigint' })
  amount: string;

  @Column({ type: 'bigint' })
  amountInEventCurrency: string;
}
