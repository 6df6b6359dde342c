import { formatMinor } from './currencies';

/** One person's totals in the event currency, as the rows add them up. */
export interface BalanceTotals {
  userId: string;
  /** What they paid for expenses. */
  paid: number;
  /** Their shares of expenses. */
  owed: number;
  /** Payments they made to others. */
  sent: number;
  /** Payments others made to them. */
  received: number;
}

/** What a person is owed (positive) or owes (negative): paid − owed + payments sent − payments received. */
export function netOf(totals: Omit<BalanceTotals, 'userId'>): number {
  return totals.paid - totals.owed + totals.sent - totals.received;
}

export interface Transfer {
  fromUserId: string;
  toUserId: string;
  amount: number;
}

export interface Balance {
  userId: string;
  net: number;
}

/** Up to this many people with a balance, settle-up finds the fewest transfers; beyond it, greedy. */
export const EXACT_SETTLE_LIMIT = 15;

/**
 * The transfers that settle every balance. Up to 15 people with a non-zero balance, the fewest possible:
 * n − the largest number of disjoint groups whose balances sum to zero (each group of k settles in k − 1).
 * Above that, largest debtor pays largest creditor, which never takes more than n − 1.
 */
export function settleUp(balances: readonly Balance[]): Transfer[] {
  const open = balances.filter((balance) => balance.net !== 0);
  if (open.reduce((sum, balance) => sum + balance.net, 0) !== 0) throw new Error('Balances do not sum to zero');
  if (open.length > EXACT_SETTLE_LIMIT) return greedy(open);
  return zeroSumGroups(open).flatMap(greedy);
}

/** Largest debtor pays largest creditor until all are settled: each transfer settles at least one person. */
function greedy(balances: readonly Balance[]): Transfer[] {
  const byOwed = (a: Balance, b: Balance) => b.net - a.net;
  const creditors = balances.filter((b) => b.net > 0).map((b) => ({ ...b }));
  const debtors = balances.filter((b) => b.net < 0).map((b) => ({ ...b, net: -b.net }));
  const transfers: Transfer[] = [];
  for (;;) {
    creditors.sort(byOwed);
    debtors.sort(byOwed);
    const creditor = creditors[0];
    const debtor = debtors[0];
    if (!creditor || !debtor || creditor.net === 0 || debtor.net === 0) return transfers;
    const amount = Math.min(creditor.net, debtor.net);
    transfers.push({ fromUserId: debtor.userId, toUserId: creditor.userId, amount });
    creditor.net -= amount;
    debtor.net -= amount;
  }
}

/**
 * The most disjoint zero-sum groups the balances split into, by dynamic programming over subsets: best[m] is
 * the most zero-sum groups that the members of m, taken one at a time, close; walking back the choices gives
 * an order whose zero-sum prefixes are the group boundaries.
 */
function zeroSumGroups(balances: readonly Balance[]): Balance[][] {
  const n = balances.length;
  const size = 1 << n;
  const sum = new Float64Array(size);
  const best = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    sum[mask] = sum[mask & (mask - 1)] + balances[low].net;
    let most = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) most = Math.max(most, best[mask ^ (1 << i)]);
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }
  const order: number[] = [];
  for (let mask = size - 1; mask > 0;) {
    const target = best[mask] - (sum[mask] === 0 ? 1 : 0);
    let chosen = 0;
    while (!(mask & (1 << chosen)) || best[mask ^ (1 << chosen)] !== target) chosen++;
    order.push(chosen);
    mask ^= 1 << chosen;
  }
  order.reverse();
  const groups: Balance[][] = [];
  let group: Balance[] = [];
  let running = 0;
  for (const index of order) {
    group.push(balances[index]);
    running += balances[index].net;
    if (running === 0) {
      groups.push(group);
      group = [];
    }
  }
  return groups;
}

/**
 * A Venmo link paying the recipient: the amount is filled in only when the event's currency is USD, since
 * Venmo pays in dollars.
 */
export function venmoUrl(
  recipient: string | null | undefined,
  amount: number,
  currency: string,
  digits: number,
  eventTitle: string,
): string | null {
  if (!recipient) return null;
  const params = [`txn=pay`, `recipients=${encodeURIComponent(recipient)}`];
  if (currency === 'USD') params.push(`amount=${encodeURIComponent(formatMinor(amount, digits))}`);
  params.push(`note=${encodeURIComponent(eventTitle)}`);
  return `https://venmo.com/?${params.join('&')}`;
}
