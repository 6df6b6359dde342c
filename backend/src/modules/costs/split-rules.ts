/** Limits of an expense, and their messages: one home for both. */
export const AMOUNT_MAX = 100_000_000_000;
export const AMOUNT_TOO_LARGE = 'Amount is too large';
export const RATE_MIN = '0.00000001';
export const RATE_MAX = 1_000_000;
export const RATE_PATTERN = /^\d{1,7}(\.\d{1,8})?$/;
export const RATE_MESSAGE = 'Rate must be a number from 0.00000001 to 1000000 with at most 8 decimals';
export const TITLE_MAX = 120;
export const PARTICIPANTS_MAX = 50;
export const PAYERS_MAX = 10;
export const SHARES_MAX = 1000;
export const SPLIT_MODES = ['equal', 'shares', 'exact'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/**
 * Splits an integer total by integer weights with the largest-remainder rule: each gets floor(total·w/W),
 * and the minor units left over go one each to the largest remainders, ties in the listed order. The parts
 * always add up to the total exactly.
 */
export function splitByWeights(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (weights.length === 0 || sum <= 0n) throw new Error('Nothing to split by');
  const big = BigInt(total);
  const parts = weights.map((weight, index) => {
    const product = big * BigInt(weight);
    return { index, floor: product / sum, remainder: product % sum };
  });
  let leftover = big - parts.reduce((acc, part) => acc + part.floor, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (leftover === 0n) break;
    part.floor += 1n;
    leftover -= 1n;
  }
  return parts.map((part) => Number(part.floor));
}

/** Whether a rate is a decimal within the limits, as text or as a JSON number. */
export function normaliseRate(rate: unknown): string | null {
  let text: string;
  if (typeof rate === 'number' && Number.isFinite(rate)) text = trimZeros(rate.toFixed(8));
  else if (typeof rate === 'string') text = rate.trim();
  else return null;
  if (!RATE_PATTERN.test(text)) return null;
  const { units, scale } = decimal(text);
  if (units === 0n) return null;
  if (units > BigInt(RATE_MAX) * 10n ** scale) return null;
  return trimZeros(text);
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function decimal(text: string): { units: bigint; scale: bigint } {
  const [whole, fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), scale: BigInt(fraction.length) };
}

/**
 * An amount in the expense currency's minor units, in the event currency's minor units:
 * amount × rate × 10^(eventDigits − expenseDigits), rounded half up, in exact integer arithmetic.
 */
export function convert(amount: number, rate: string, expenseDigits: number, eventDigits: number): number {
  const { units, scale } = decimal(rate);
  let numerator = BigInt(amount) * units;
  let denominator = 10n ** scale;
  if (eventDigits >= expenseDigits) numerator *= 10n ** BigInt(eventDigits - expenseDigits);
  else denominator *= 10n ** BigInt(expenseDigits - eventDigits);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** "The split adds up to 12.00, not 15.00", in the expense currency's digits; null when it adds up. */
export function exactSplitRefusal(amounts: readonly number[], total: number, format: (minor: number) => string) {
  const sum = amounts.reduce((acc, amount) => acc + amount, 0);
  return sum === total ? null : `The split adds up to ${format(sum)}, not ${format(total)}`;
}

/** "The payers paid 12.00, not 15.00"; null when the payers' amounts add up to the expense. */
export function payersRefusal(amounts: readonly number[], total: number, format: (minor: number) => string) {
  const sum = amounts.reduce((acc, amount) => acc + amount, 0);
  return sum === total ? null : `The payers paid ${format(sum)}, not ${format(total)}`;
}

/** Who a participant line names: a member, a party's guest, or a whole party as one unit. */
export type ParticipantRef = { userId: string } | { guestId: string } | { partyId: string };

export interface ParticipantLine {
  /** The members its share falls on: the member themselves, or the party's members. */
  members: readonly string[];
  /** Its amount in the event currency. */
  amount: number;
}

/**
 * What each member owes for one expense: a member's line falls on them, a guest's or a party's line on the
 * party's members, split equally by the remainder rule. Members appear in first-seen order.
 */
export function memberShares(lines: readonly ParticipantLine[]): Map<string, number> {
  const owed = new Map<string, number>();
  for (const line of lines) {
    if (line.members.length === 0) throw new Error('A participant with nobody to owe its share');
    const parts = splitByWeights(
      line.amount,
      line.members.map(() => 1),
    );
    line.members.forEach((member, index) => owed.set(member, (owed.get(member) ?? 0) + parts[index]));
  }
  return owed;
}

/**
 * The participants' amounts in the expense currency: equal (weights 1), by shares, or the exact amounts
 * given (checked by exactSplitRefusal first).
 */
export function participantAmounts(
  mode: SplitMode,
  amount: number,
  lines: ReadonlyArray<{ shares?: number | null; amount?: number | null }>,
): number[] {
  if (mode === 'exact') return lines.map((line) => line.amount ?? 0);
  return splitByWeights(
    amount,
    lines.map((line) => (mode === 'shares' ? (line.shares ?? 1) : 1)),
  );
}

/**
 * Event-currency amounts for lines weighted by their expense-currency amounts, so every expense's payers
 * and shares each add up exactly to its amount in the event currency. A zero-weight line gets zero.
 */
export function inEventCurrency(totalInEventCurrency: number, amounts: readonly number[]): number[] {
  if (amounts.every((amount) => amount === 0)) return amounts.map(() => 0);
  return splitByWeights(totalInEventCurrency, amounts);
}
