import type { Expense, NewExpense, NewParticipant, SplitMode } from '../common/costs-types';
import { participantKey } from '../common/costs-people';
import { amountProblem } from '../common/money';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@gatherly/shared';

/** The expense dialog's fields as typed: amounts in major units, turned into minor units on saving. */
export interface ExpenseDraft {
  title: string;
  amount: string;
  currency: string;
  rate: string;
  /** YYYY-MM-DD */
  spentOn: string;
  payers: { userId: string; amount: string }[];
  splitMode: SplitMode;
  participants: { key: string; shares: string; amount: string }[];
}

export type DraftField = 'title' | 'amount' | 'rate' | 'spentOn' | 'payers' | 'participants';
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The API's limits. */
export const LIMITS = { title: 120, participants: 50, payers: 10, shares: 1000, rate: 1_000_000 } as const;

export interface DraftContext {
  eventCurrency: string;
  /** The decimals of a currency (GET /costs/currencies). */
  digitsOf: (currency: string) => number;
  /** What the API takes for a participant's key. */
  participantOf: (key: string) => NewParticipant | undefined;
  /** A carpool's or a stay's cost: its split follows its people, and is not sent. */
  linked?: boolean;
}

/** A new expense: paid by the caller, split equally among `everyone`, today, in the event currency. */
export function newDraft(eventCurrency: string, payerId: string | undefined, everyone: string[], today: string) {
  return {
    title: '',
    amount: '',
    currency: eventCurrency,
    rate: '',
    spentOn: today,
    payers: payerId ? [{ userId: payerId, amount: '' }] : [],
    splitMode: 'equal',
    participants: everyone.map((key) => ({ key, shares: '1', amount: '' })),
  } satisfies ExpenseDraft;
}

/** An expense as its dialog shows it for editing. */
export function draftOf(expense: Expense, digits: number): ExpenseDraft {
  return {
    title: expense.title,
    amount: fromMinorUnits(expense.amount, digits),
    currency: expense.currency,
    rate: expense.rate,
    spentOn: expense.spentOn,
    payers: expense.payers.map((payer) => ({ userId: payer.userId, amount: fromMinorUnits(payer.amount, digits) })),
    splitMode: expense.splitMode,
    participants: expense.participants.map((participant) => ({
      key: participantKey(participant),
      shares: String(participant.shares ?? 1),
      amount: fromMinorUnits(participant.amount, digits),
    })),
  };
}

/** Minor units not yet given to anyone in an exact split (negative: given too much); null without an amount. */
export function leftToAssign(draft: ExpenseDraft, digits: number): number | null {
  const total = toMinorUnits(draft.amount, digits);
  if (total === null) return null;
  return draft.participants.reduce(
    (left, participant) => left - (toMinorUnits(participant.amount, digits) ?? 0),
    total,
  );
}

/** "Left to assign: $3.00", or how much too much has been given. */
export function leftToAssignText(left: number, currency: string, digits: number): string {
  if (left < 0) return `Assigned ${formatMoney(-left, currency, digits)} too much`;
  return `Left to assign: ${formatMoney(left, currency, digits)}`;
}

const RATE = /^\d+(\.\d+)?$/;

export function rateProblem(rate: string): string | null {
  const typed = rate.trim();
  if (!typed) return 'Enter the exchange rate';
  if (!RATE.test(typed)) return 'Enter a rate like 1.0825';
  if ((typed.split('.')[1] ?? '').length > 8) return 'Use at most 8 decimals for the rate';
  const value = Number(typed);
  if (value <= 0 || value > LIMITS.rate) return 'The rate must be above 0 and at most 1,000,000';
  return null;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Checks the draft as the API would and builds what it takes, in integer minor units; or says, field by
 * field, what is wrong.
 */
export function checkExpense(
  draft: ExpenseDraft,
  { eventCurrency, digitsOf, participantOf, linked = false }: DraftContext,
): { expense: NewExpense; errors?: undefined } | { errors: DraftErrors; expense?: undefined } {
  const errors: DraftErrors = {};
  const digits = digitsOf(draft.currency);
  const money = (minor: number) => formatMoney(minor, draft.currency, digits);
  const title = draft.title.trim();
  if (!title) errors.title = 'Enter a title';
  else if (title.length > LIMITS.title) errors.title = `Keep the title to ${LIMITS.title} characters`;

  const amountIssue = amountProblem(draft.amount, draft.currency, digits);
  if (amountIssue) errors.amount = amountIssue;
  const amount = toMinorUnits(draft.amount, digits) ?? 0;

  const converted = draft.currency !== eventCurrency;
  const rateIssue = converted ? rateProblem(draft.rate) : null;
  if (rateIssue) errors.rate = rateIssue;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.spentOn)) errors.spentOn = 'Choose the date';

  let payers: NewExpense['payers'] = [];
  if (draft.payers.length === 0) errors.payers = 'Choose who paid';
  else if (draft.payers.length > LIMITS.payers) errors.payers = `At most ${LIMITS.payers} people can pay`;
  else if (draft.payers.length === 1) payers = [{ userId: draft.payers[0]!.userId, amount }];
  else {
    const amounts = draft.payers.map((payer) => toMinorUnits(payer.amount, digits));
    if (amounts.some((paid) => paid === null || paid <= 0)) errors.payers = 'Enter what each payer paid';
    else if (!amountIssue && sum(amounts as number[]) !== amount)
      errors.payers = `The payers add up to ${money(sum(amounts as number[]))}, not ${money(amount)}`;
    else payers = draft.payers.map((payer, index) => ({ userId: payer.userId, amount: amounts[index]! }));
  }

  const participants: NewParticipant[] = [];
  if (linked) {
    // Nothing to check: the server shares it among the carpool's or the stay's people.
  } else if (draft.participants.length === 0) errors.participants = 'Choose who shares this expense';
  else if (draft.participants.length > LIMITS.participants)
    errors.participants = `Split among ${LIMITS.participants} people at most`;
  else {
    for (const chosen of draft.participants) {
      const participant = participantOf(chosen.key);
      if (!participant) {
        errors.participants = 'Someone chosen is no longer in the event';
        break;
      }
      if (draft.splitMode === 'shares') {
        const shares = Number(chosen.shares);
        if (!Number.isInteger(shares) || shares < 1 || shares > LIMITS.shares) {
          errors.participants = `Shares are whole numbers from 1 to ${LIMITS.shares}`;
          break;
        }
        participants.push({ ...participant, shares });
      } else if (draft.splitMode === 'exact') {
        const given = toMinorUnits(chosen.amount || '0', digits);
        if (given === null) {
          errors.participants = `Enter each amount in ${draft.currency}, like 12.50`;
          break;
        }
        participants.push({ ...participant, amount: given });
      } else participants.push(participant);
    }
    if (!errors.participants && draft.splitMode === 'exact' && !amountIssue) {
      const given = sum(participants.map((participant) => participant.amount ?? 0));
      if (given !== amount) errors.participants = `The split adds up to ${money(given)}, not ${money(amount)}`;
    }
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    expense: {
      title,
      amount,
      currency: draft.currency,
      ...(converted ? { rate: draft.rate.trim() } : {}),
      spentOn: draft.spentOn,
      payers,
      ...(linked ? {} : { splitMode: draft.splitMode, participants }),
    },
  };
}
