import type { NewParticipant } from '../common/costs-types';
import {
  checkExpense,
  type ExpenseDraft,
  leftToAssign,
  leftToAssignText,
  newDraft,
  rateProblem,
} from './expense-draft';

const DIGITS: Record<string, number> = { USD: 2, EUR: 2, JPY: 0, BHD: 3 };
const PEOPLE: Record<string, NewParticipant> = {
  'member:me': { userId: 'me' },
  'member:bo': { userId: 'bo' },
  'guest:g1': { guestId: 'g1' },
  'party:p2': { partyId: 'p2' },
};
const context = (eventCurrency = 'USD') => ({
  eventCurrency,
  digitsOf: (code: string) => DIGITS[code] ?? 2,
  participantOf: (key: string) => PEOPLE[key],
});

const draft = (changes: Partial<ExpenseDraft> = {}): ExpenseDraft => ({
  ...newDraft('USD', 'me', ['member:me', 'member:bo'], '2030-06-12'),
  title: 'Dinner',
  amount: '60',
  ...changes,
});

describe('Checking an expense before it is saved', () => {
  it('sends the amount in minor units, paid in full by the one payer, split equally', () => {
    expect(checkExpense(draft(), context()).expense).toEqual({
      title: 'Dinner',
      amount: 6000,
      currency: 'USD',
      spentOn: '2030-06-12',
      payers: [{ userId: 'me', amount: 6000 }],
      splitMode: 'equal',
      participants: [{ userId: 'me' }, { userId: 'bo' }],
    });
  });

  it('converts with the currency’s own decimals: yen whole, dinars in thousandths', () => {
    const yen = checkExpense(draft({ amount: '12000', currency: 'JPY', rate: '0.0067' }), context()).expense;
    expect(yen).toMatchObject({ amount: 12000, currency: 'JPY', rate: '0.0067', payers: [{ amount: 12000 }] });
    const dinars = checkExpense(draft({ amount: '10.125', currency: 'BHD', rate: '2.65' }), context()).expense;
    expect(dinars).toMatchObject({ amount: 10125, currency: 'BHD', rate: '2.65' });
  });

  it('needs a rate when the currency is not the event’s, and sends none when it is', () => {
    expect(checkExpense(draft({ currency: 'EUR' }), context()).errors).toEqual({ rate: 'Enter the exchange rate' });
    expect(checkExpense(draft({ rate: '1.2' }), context()).expense).not.toHaveProperty('rate');
    expect(rateProblem('1.123456789')).toBe('Use at most 8 decimals for the rate');
    expect(rateProblem('0')).toBe('The rate must be above 0 and at most 1,000,000');
    expect(rateProblem('1,2')).toBe('Enter a rate like 1.0825');
  });

  it('says what is missing, field by field', () => {
    const empty = draft({ title: ' ', amount: '', spentOn: '', payers: [], participants: [] });
    expect(checkExpense(empty, context()).errors).toEqual({
      title: 'Enter a title',
      amount: 'Enter an amount',
      spentOn: 'Choose the date',
      payers: 'Choose who paid',
      participants: 'Choose who shares this expense',
    });
  });

  it('needs several payers to add up to the amount', () => {
    const payers = [
      { userId: 'me', amount: '40' },
      { userId: 'bo', amount: '15' },
    ];
    expect(checkExpense(draft({ payers }), context()).errors).toEqual({
      payers: 'The payers add up to $55.00, not $60.00',
    });
    payers[1]!.amount = '20';
    expect(checkExpense(draft({ payers }), context()).expense?.payers).toEqual([
      { userId: 'me', amount: 4000 },
      { userId: 'bo', amount: 2000 },
    ]);
  });

  it('splits by whole shares from 1 to 1000, a guest and a party as one unit among them', () => {
    const participants = [
      { key: 'member:me', shares: '2', amount: '' },
      { key: 'guest:g1', shares: '1', amount: '' },
      { key: 'party:p2', shares: '3', amount: '' },
    ];
    expect(checkExpense(draft({ splitMode: 'shares', participants }), context()).expense?.participants).toEqual([
      { userId: 'me', shares: 2 },
      { guestId: 'g1', shares: 1 },
      { partyId: 'p2', shares: 3 },
    ]);
    participants[0]!.shares = '1.5';
    expect(checkExpense(draft({ splitMode: 'shares', participants }), context()).errors).toEqual({
      participants: 'Shares are whole numbers from 1 to 1000',
    });
  });
});

describe("A carpool's or a stay's cost", () => {
  it('sends no split: the server shares it among the people of its plan', () => {
    const checked = checkExpense(draft({ participants: [] }), { ...context(), linked: true });
    expect(checked.expense).toEqual({
      title: 'Dinner',
      amount: 6000,
      currency: 'USD',
      spentOn: '2030-06-12',
      payers: [{ userId: 'me', amount: 6000 }],
    });
  });
});

describe('An exact split', () => {
  const exact = (amounts: string[], amount = '60') =>
    draft({
      amount,
      splitMode: 'exact',
      participants: amounts.map((given, index) => ({
        key: ['member:me', 'member:bo'][index]!,
        shares: '1',
        amount: given,
      })),
    });

  it('shows what is left to assign as amounts are typed', () => {
    expect(leftToAssign(exact(['', '']), 2)).toBe(6000);
    expect(leftToAssign(exact(['25.50', '']), 2)).toBe(3450);
    expect(leftToAssign(exact(['25.50', '34.50']), 2)).toBe(0);
    expect(leftToAssign(exact(['40', '30']), 2)).toBe(-1000);
    expect(leftToAssignText(3450, 'USD', 2)).toBe('Left to assign: $34.50');
    expect(leftToAssignText(-1000, 'USD', 2)).toBe('Assigned $10.00 too much');
    expect(leftToAssign(exact(['1', '2'], ''), 2)).toBeNull();
  });

  it('saves only when the amounts add up to the expense', () => {
    expect(checkExpense(exact(['25.50', '30']), context()).errors).toEqual({
      participants: 'The split adds up to $55.50, not $60.00',
    });
    expect(checkExpense(exact(['25.50', '34.50']), context()).expense?.participants).toEqual([
      { userId: 'me', amount: 2550 },
      { userId: 'bo', amount: 3450 },
    ]);
  });
});
