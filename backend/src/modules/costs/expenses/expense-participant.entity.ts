import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/user.entity';
import { Expense } from './expense.entity';

/**
 * A line of an expense's split as it was entered: a member, a party's guest or a whole party as one unit.
 * Guests and parties carry no foreign key: the split stays as it was when they go.
 */
@Entity({ name: 'expense_participants' })
@Check('CHK_expense_participants_person', 'num_nonnulls("userId", "guestId", "partyId") = 1')
@Check('CHK_expense_participants_amounts', 'amount >= 0 AND (shares IS NULL OR shares > 0)')
export class ExpenseParticipant {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  expenseId: string;

  @ManyToOne(() => Expense, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'expenseId' })
  expense?: Expense;

  /** The line's place in the split, which decides who gets a leftover minor unit. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'uuid', nullable: true })
  guestId: string | null;

  @Column({ type: 'uuid', nullable: true })
  partyId: string | null;

  @Column({ type: 'int', nullable: true })
  shares: number | null;

  /** In the expense's currency. */
  @Column({ type: 'bigint' })
  amount: string;
}
