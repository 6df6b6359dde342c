import type { ApiAnswer, ApiBody } from '@gatherly/shared';

/** An event's costs in one read (GET /costs): amounts in integer minor units. */
export type EventCosts = ApiAnswer<'/api/events/{eventId}/costs', 'GET'>;

export type Expense = EventCosts['expenses'][number];

export type SplitMode = Expense['splitMode'];

/** One share of an expense: a member, a party's guest, or a whole party as one unit. */
export type ExpenseParticipant = Expense['participants'][number];

export type Payment = EventCosts['payments'][number];

/** A person's standing in the event currency: net > 0 is owed money. */
export type Balance = EventCosts['balances'][number];

export type Transfer = EventCosts['settleUp'][number];

export type Currency = ApiAnswer<'/api/costs/currencies', 'GET'>['currencies'][number];

/** What POST /expenses takes; a PATCH takes the same but a carpool or a stay. */
export type NewExpense = ApiBody<'/api/events/{eventId}/expenses', 'POST'> &
  ApiBody<'/api/expenses/{expenseId}', 'PATCH'>;

/** Who shares an expense, as the API takes it: exactly one of the three ids. */
export type NewParticipant = NonNullable<NewExpense['participants']>[number];

export type NewPayment = ApiBody<'/api/events/{eventId}/payments', 'POST'>;
