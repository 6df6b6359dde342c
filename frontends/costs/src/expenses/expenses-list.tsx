import { useConfirm } from '@gatherly/shared/ui';
import { Flex } from 'antd';
import type { Expense } from '../common/costs-types';
import { useDeleteExpense } from '../common/costs-queries';
import { ExpenseCard } from './expense-card';

/** The event's expenses, newest first as the API lists them. */
export function ExpensesList({
  eventId,
  expenses,
  eventCurrency,
  digitsOf,
  onEdit,
}: {
  eventId: string;
  expenses: Expense[];
  eventCurrency: string;
  digitsOf: (currency: string) => number;
  onEdit: (expense: Expense) => void;
}) {
  const confirm = useConfirm();
  const remove = useDeleteExpense(eventId);
  return (
    <Flex vertical gap={12} role="list" aria-label="Expenses">
      {expenses.map((expense) => (
        <div role="listitem" key={expense.id}>
          <ExpenseCard
            expense={expense}
            eventCurrency={eventCurrency}
            digitsOf={digitsOf}
            onEdit={() => onEdit(expense)}
            onDelete={() =>
              confirm({
                title: 'Delete expense',
                content: `Delete ${expense.title}? Everyone's balances change with it.`,
                okText: 'Delete expense',
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(expense.id),
              })
            }
          />
        </div>
      ))}
    </Flex>
  );
}
