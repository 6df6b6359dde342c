import { currencyDigits, formatMinor } from '../costs/currencies';
import type { BalanceResponse, CostsResponse } from '../costs/dto/costs.response';
import type { ExpenseResponse } from '../costs/expenses/dto/expense.response';
import type { SplitMode } from '../costs/split-rules';
import type { CsvColumn } from './spreadsheet-csv';

/** One line of the costs spreadsheet: an expense, or (after them all) a person's balance. */
export type CostLine = { expense: ExpenseResponse; balance?: never } | { balance: BalanceResponse; expense?: never };

const SPLIT_NAMES: Record<SplitMode, string> = { equal: 'Equally', shares: 'By shares', exact: 'Exact amounts' };

/** Minor units as a number in the currency's major unit, so a spreadsheet can add the column up. */
const major = (minor: number, digits: number) => minor / 10 ** digits;

function splitOf(expense: ExpenseResponse): string {
  const digits = currencyDigits(expense.currency);
  const people = expense.participants.map((participant) =>
    expense.splitMode === 'shares'
      ? `${participant.label} ×${participant.shares}`
      : `${participant.label} ${formatMinor(participant.amount, digits)}`,
  );
  return `${SPLIT_NAMES[expense.splitMode]}: ${people.join('; ')}`;
}

/**
 * The event's costs as one spreadsheet: the expenses (each in its own currency, with its rate and its
 * amount in the event's), then each person's balance in the event's currency.
 */
export function costsTable(costs: CostsResponse): { columns: CsvColumn<CostLine>[]; lines: CostLine[] } {
  const { currency, currencyDigits: digits } = costs;
  const inEvent = (minor: number | undefined) => (minor === undefined ? null : major(minor, digits));
  const columns: CsvColumn<CostLine>[] = [
    { header: 'Line', value: (line) => (line.expense ? 'Expense' : 'Balance') },
    {
      header: 'Title or Person',
      value: (line) =>
        line.expense?.title ?? `${line.balance!.displayName}${line.balance!.formerMember ? ' (former member)' : ''}`,
    },
    { header: 'Date', value: (line) => line.expense?.spentOn },
    {
      header: 'Amount',
      value: (line) => line.expense && major(line.expense.amount, currencyDigits(line.expense.currency)),
    },
    { header: 'Currency', value: (line) => line.expense?.currency },
    { header: 'Rate', value: (line) => line.expense?.rate },
    { header: `Amount in ${currency}`, value: (line) => inEvent(line.expense?.amountInEventCurrency) },
    {
      header: 'Paid By',
      value: (line) =>
        line.expense?.payers
          .map((payer) => `${payer.displayName} ${formatMinor(payer.amount, currencyDigits(line.expense!.currency))}`)
          .join('; '),
    },
    { header: 'Split', value: (line) => line.expense && splitOf(line.expense) },
    { header: `Paid (${currency})`, value: (line) => inEvent(line.balance?.paid) },
    { header: `Owed (${currency})`, value: (line) => inEvent(line.balance?.owed) },
    { header: `Net (${currency})`, value: (line) => inEvent(line.balance?.net) },
  ];
  const lines: CostLine[] = [
    ...[...costs.expenses].reverse().map((expense) => ({ expense })),
    ...costs.balances.map((balance) => ({ balance })),
  ];
  return { columns, lines };
}
