import { formatMoney } from '@gatherly/shared';

/** The caller's standing in one line: net > 0 is owed money, net < 0 owes it. */
export function balanceSummary(net: number, currency: string, digits: number): string {
  if (net > 0) return `You're owed ${formatMoney(net, currency, digits)}`;
  if (net < 0) return `You owe ${formatMoney(-net, currency, digits)}`;
  return "You're all square";
}

/** Someone else's standing, as the balances list shows it. */
export function balanceLine(net: number, currency: string, digits: number): string {
  if (net > 0) return `is owed ${formatMoney(net, currency, digits)}`;
  if (net < 0) return `owes ${formatMoney(-net, currency, digits)}`;
  return 'is all square';
}
