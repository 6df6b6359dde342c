import type { Member } from '@gatherly/shared';
import type { Balance, Currency, EventCosts, Expense, Transfer } from './costs-types';

export const CURRENCIES: Currency[] = [
  { code: 'USD', digits: 2 },
  { code: 'EUR', digits: 2 },
  { code: 'JPY', digits: 0 },
  { code: 'BHD', digits: 3 },
];

const member = (userId: string, displayName: string, partyId: string, role: Member['role'] = 'attendee'): Member => ({
  id: `m-${userId}`,
  userId,
  role,
  partyId,
  joinedAt: '2030-01-01T10:00:00.000Z',
  user: { displayName, email: `${userId}@example.com`, photoURL: null },
});

/** Me and Ana answer as one party; Bo and Cy each on their own. */
export const MEMBERS: Member[] = [
  member('me', 'Mia Me', 'p1'),
  member('ana', 'Ana Alves', 'p1'),
  member('bo', 'Bo Berg', 'p2', 'admin'),
  member('cy', 'Cy Cruz', 'p3'),
];

export const balance = (userId: string, displayName: string, net: number): Balance => ({
  userId,
  displayName,
  photoURL: null,
  venmoUsername: null,
  formerMember: false,
  paid: Math.max(net, 0),
  owed: Math.max(-net, 0),
  net,
});

export const transfer = (changes: Partial<Transfer> = {}): Transfer => ({
  fromUserId: 'me',
  toUserId: 'bo',
  amount: 2500,
  venmoUrl: null,
  ...changes,
});

export const expense = (changes: Partial<Expense> = {}): Expense => ({
  id: 'x1',
  title: 'Dinner at Casa Lola',
  amount: 10000,
  currency: 'USD',
  rate: '1',
  amountInEventCurrency: 10000,
  spentOn: '2030-06-12',
  splitMode: 'equal',
  carpoolId: null,
  stayId: null,
  createdBy: 'bo',
  createdAt: '2030-06-12T21:00:00.000Z',
  updatedAt: '2030-06-12T21:00:00.000Z',
  payers: [{ userId: 'bo', displayName: 'Bo Berg', amount: 10000 }],
  participants: MEMBERS.map((one) => ({
    userId: one.userId,
    guestId: null,
    partyId: null,
    label: one.user.displayName,
    shares: null,
    amount: 2500,
  })),
  canEdit: false,
  ...changes,
});

export const costs = (changes: Partial<EventCosts> = {}): EventCosts => ({
  currency: 'USD',
  currencyDigits: 2,
  expenses: [],
  payments: [],
  balances: [],
  settleUp: [],
  ...changes,
});
