import { Card, Form } from 'antd';
import type { Currency } from '../common/costs-types';
import { useSetEventCurrency } from '../common/costs-queries';
import { CurrencySelect } from '../expenses/currency-select';

/** The server's rule, said before an admin tries: the currency is fixed once money is recorded. */
export const CURRENCY_LOCKED = "The currency can't change once costs are recorded";

/** Admins choose the currency balances are kept in, until the first expense or payment. */
export function EventCurrency({
  eventId,
  currency,
  currencies,
  locked,
}: {
  eventId: string;
  currency: string;
  currencies: Currency[];
  locked: boolean;
}) {
  const setCurrency = useSetEventCurrency(eventId);
  return (
    <Card title="Event currency">
      <Form layout="vertical" component="div">
        <Form.Item
          label="Balances are kept in"
          htmlFor="event-currency"
          extra={locked ? CURRENCY_LOCKED : 'Expenses in other currencies are converted at the rate you enter.'}
        >
          <CurrencySelect
            id="event-currency"
            value={setCurrency.isPending ? (setCurrency.variables ?? currency) : currency}
            currencies={currencies}
            disabled={locked || setCurrency.isPending}
            onChange={(code) => code !== currency && setCurrency.mutate(code)}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
