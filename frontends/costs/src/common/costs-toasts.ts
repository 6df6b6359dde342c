import { errorMessage, type Toast } from '@gatherly/shared';

const failed = (error: unknown, fallback: string): Toast => ({
  title: 'Error',
  description: errorMessage(error, fallback),
  variant: 'destructive',
});

/** The costs section's toasts, written once; a failure shows the server's own message. */
export const COSTS_TOASTS = {
  expenseAdded: { title: 'Expense added' },
  expenseSaved: { title: 'Expense saved' },
  expenseDeleted: { title: 'Expense deleted' },
  expenseFailed: (error: unknown) => failed(error, "Couldn't save the expense. Please try again."),
  deleteFailed: (error: unknown) => failed(error, "Couldn't delete. Please try again."),
  paymentRecorded: { title: 'Payment recorded' },
  paymentDeleted: { title: 'Payment deleted' },
  paymentFailed: (error: unknown) => failed(error, "Couldn't record the payment. Please try again."),
  currencySet: (currency: string): Toast => ({ title: `Event currency set to ${currency}` }),
  currencyFailed: (error: unknown) => failed(error, "Couldn't change the currency. Please try again."),
} as const satisfies Record<string, Toast | ((...args: never[]) => Toast)>;
