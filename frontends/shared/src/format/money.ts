/**
 * Money on screen and as typed. The API keeps integer minor units; people type and read major units with
 * the currency's own number of decimals (0 for JPY, 2 for USD, 3 for BHD).
 */

/** The API's largest amount, in minor units. */
export const MAX_AMOUNT_MINOR = 10 ** 11;

/** The currency's decimals as Intl knows them, for a currency the server's list has not given yet. */
export function intlDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * "$1,234.50", "¥1,200", "BHD 1.250": an amount in minor units, with the currency's decimals. A summary
 * line may drop the decimals of a whole amount ("$60").
 */
export function formatMoney(
  minor: number,
  currency: string,
  digits: number,
  { wholeWithoutDecimals = false }: { wholeWithoutDecimals?: boolean } = {},
): string {
  const shown = wholeWithoutDecimals && minor % 10 ** digits === 0 ? 0 : digits;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: shown,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/**
 * An amount as typed ("12.5", "1,200") in integer minor units, exactly (no floating point): null when it is
 * not a number or has more decimals than the currency has.
 */
export function toMinorUnits(typed: string, digits: number): number | null {
  const match = AMOUNT.exec(typed.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as an editable amount: 1250 with 2 decimals is "12.50"; 1200 yen is "1200". */
export function fromMinorUnits(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
