import { formatMoney } from '@gatherly/shared';
import type { PlanExpense } from './plan-cost-types';

export const COST_TITLE_MAX = 120;

/** "Fuel $60 · split 4 ways"; one person alone pays it all. */
export function costLine(expense: PlanExpense, currency: string, digits: number): string {
  const ways = expense.participants.length;
  const split = ways === 1 ? 'one person pays' : `split ${ways} ways`;
  return `${expense.title} ${formatMoney(expense.amountInEventCurrency, currency, digits, { wholeWithoutDecimals: true })} · ${split}`;
}

/** Today as the API's calendar date, in the viewer's time zone. */
export function todayDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The cost linked to a carpool or a stay, if one was added. */
export function linkedCost(
  expenses: PlanExpense[] | undefined,
  link: { carpoolId: string } | { stayId: string },
): PlanExpense | undefined {
  if (!expenses) return undefined;
  return 'carpoolId' in link
    ? expenses.find((expense) => expense.carpoolId === link.carpoolId)
    : expenses.find((expense) => expense.stayId === link.stayId);
}
