import { MAX_AMOUNT_MINOR, toMinorUnits } from '@gatherly/shared';

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/** Why a typed amount is not one, in the currency's terms. */
export function amountProblem(typed: string, currency: string, digits: number): string | null {
  if (!typed.trim()) return 'Enter an amount';
  const minor = toMinorUnits(typed, digits);
  if (minor === null) {
    if (AMOUNT.test(typed.trim().replace(/,/g, '')))
      return digits === 0 ? `${currency} has no decimals` : `Use at most ${digits} decimals for ${currency}`;
    return 'Enter an amount like 12.50';
  }
  if (minor <= 0) return 'Enter an amount above zero';
  if (minor > MAX_AMOUNT_MINOR) return 'Amount is too large';
  return null;
}
