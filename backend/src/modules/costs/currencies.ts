/** ISO 4217 codes as the runtime knows them; the same list the UI offers. */
const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');
const KNOWN = new Set(CURRENCY_CODES);

export const DEFAULT_CURRENCY = 'USD';

export function isCurrency(code: unknown): code is string {
  return typeof code === 'string' && KNOWN.has(code);
}

/** How many minor-unit digits the currency has: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(code: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export interface CurrencyInfo {
  code: string;
  digits: number;
}

export function knownCurrencies(): CurrencyInfo[] {
  return CURRENCY_CODES.map((code) => ({ code, digits: currencyDigits(code) }));
}

/** Minor units as a plain decimal in the currency's digits: 1500 USD → "15.00", 1000 JPY → "1000". */
export function formatMinor(amount: number, digits: number): string {
  const sign = amount < 0 ? '-' : '';
  const whole = BigInt(Math.abs(amount))
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}
