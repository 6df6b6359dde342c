/**
 * The costs API's shapes as the screens use them, in integer minor units. Written from the API contract
 * until the generated schema has the costs routes; then each becomes its ApiAnswer/ApiBody type.
 */

export type SplitMode = 'equal' | 'shares' | 'exact';

export interface ExpensePayer {
  userId: string;
  displayName: string;
  amount: number;
}

/** One share of an expense: a member, a party's guest, or a whole party as one unit. */
export interface ExpenseParticipant {
  userId: string | null;
  guestId: string | null;
  partyId: string | null;
  label: string;
  shares: number | null;
  amount: number;
}

export interface Expense {
  id: string;
  title: string;
  amount: number;
  currency: string;
  /** 1 unit of `currency` in the event currency, as a decimal string. */
  rate: string;
  amountInEventCurrency: number;
  spentOn: string;
  splitMode: SplitMode;
  carpoolId: string | null;
  stayId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  payers: ExpensePayer[];
  participants: ExpenseParticipant[];
  canEdit: boolean;
}

export interface Payment {
  id: string;
  fromUserId: string;
  toUserId: string;
  amount: number;
  paidOn: string;
  recordedBy: string;
  createdAt: string;
}

/** A person's standing in the event currency: net > 0 is owed money. */
export interface Balance {
  userId: string;
  displayName: string;
  photoURL: string | null;
  venmoUsername: string | null;
  formerMember: boolean;
  paid: number;
  owed: number;
  net: number;
}

export interface Transfer {
  fromUserId: string;
  toUserId: string;
  amount: number;
  venmoUrl: string | null;
}

/** GET /api/events/{eventId}/costs */
export interface EventCosts {
  currency: string;
  currencyDigits: number;
  expenses: Expense[];
  payments: Payment[];
  balances: Balance[];
  settleUp: Transfer[];
}

/** GET /api/costs/currencies */
export interface Currency {
  code: string;
  digits: number;
}

/** Who shares an expense, as the API takes it: exactly one of the three ids. */
export interface NewParticipant {
  userId?: string;
  guestId?: string;
  partyId?: string;
  shares?: number;
  amount?: number;
}

/** POST /api/events/{eventId}/expenses; PATCH /api/expenses/{expenseId} takes any part of it. */
export interface NewExpense {
  title: string;
  amount: number;
  currency: string;
  rate?: string;
  spentOn: string;
  payers: { userId: string; amount: number }[];
  /** Absent for a carpool's or a stay's cost: its split follows its people. */
  splitMode?: SplitMode;
  participants?: NewParticipant[];
  carpoolId?: string;
  stayId?: string;
}

/** POST /api/events/{eventId}/payments */
export interface NewPayment {
  fromUserId: string;
  toUserId: string;
  amount: number;
  paidOn?: string;
}
