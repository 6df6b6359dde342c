import { PlusOutlined, WalletOutlined } from '@ant-design/icons';
import { isAdmin, useAuth } from '@gatherly/shared';
import { EmptyState, LoadFailed, LoadingCards, loadedOnRender } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BalanceSummary } from './balances/balance-summary';
import { SettleUp } from './balances/settle-up';
import { sharersOf } from './common/costs-people';
import { useCosts, useCurrencies, useMembers, useMyParty, useParties } from './common/costs-queries';
import type { Expense } from './common/costs-types';
import { intlDigits } from '@gatherly/shared';
import { EventCurrency } from './currency/event-currency';
import { ExpensesList } from './expenses/expenses-list';
import { PaymentsList } from './payments/payments-list';

/** The dialog and the pickers only it renders load when it first opens. */
const ExpenseDialog = loadedOnRender(
  () => import('./expenses/expense-dialog').then(({ ExpenseDialog }) => ExpenseDialog),
  () => null,
);

/** Costs: who paid what, who owes whom, and the fewest payments that settle everyone up. */
export default function Section() {
  const { eventId = '' } = useParams();
  const { user } = useAuth();
  const costs = useCosts(eventId);
  const currencies = useCurrencies();
  const members = useMembers(eventId);
  const me = members.data?.find((member) => member.userId === user?.id);
  const admin = isAdmin(me?.role);
  const parties = useParties(eventId, admin);
  const myParty = useMyParty(eventId, Boolean(me) && !admin);
  // null: closed; 'new': adding; an expense: editing it.
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);

  const digitsOf = useMemo(() => {
    const known = new Map((currencies.data ?? []).map((currency) => [currency.code, currency.digits]));
    return (code: string) => known.get(code) ?? intlDigits(code);
  }, [currencies.data]);
  const sharers = useMemo(
    () => sharersOf({ members: members.data ?? [], parties: parties.data, myParty: myParty.data }),
    [members.data, parties.data, myParty.data],
  );

  const data = costs.data;
  const nameOf = (userId: string) =>
    data?.balances.find((balance) => balance.userId === userId)?.displayName ??
    members.data?.find((member) => member.userId === userId)?.user.displayName ??
    'Former member';
  const addButton = (
    <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      Add expense
    </Button>
  );

  let content;
  if (costs.isPending) content = <LoadingCards label="Loading costs" />;
  else if (costs.isError || !data) content = <LoadFailed what="costs" />;
  else if (data.expenses.length === 0 && data.payments.length === 0)
    content = (
      <Card>
        <EmptyState
          icon={<WalletOutlined />}
          title="No costs yet"
          description="Add what you spent and everyone sees who owes whom."
        />
        <Flex justify="center">{addButton}</Flex>
      </Card>
    );
  else
    content = (
      <Flex vertical gap={16}>
        <BalanceSummary
          balances={data.balances}
          userId={user?.id}
          currency={data.currency}
          digits={data.currencyDigits}
        />
        <SettleUp
          eventId={eventId}
          transfers={data.settleUp}
          nameOf={nameOf}
          userId={user?.id}
          admin={admin}
          currency={data.currency}
          digits={data.currencyDigits}
        />
        <Typography.Title level={3} style={{ margin: 0 }}>
          Expenses ({data.expenses.length})
        </Typography.Title>
        <ExpensesList
          eventId={eventId}
          expenses={data.expenses}
          eventCurrency={data.currency}
          digitsOf={digitsOf}
          onEdit={setEditing}
        />
        <PaymentsList
          eventId={eventId}
          payments={data.payments}
          nameOf={nameOf}
          userId={user?.id}
          admin={admin}
          currency={data.currency}
          digits={data.currencyDigits}
        />
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Costs
        </Typography.Title>
        {data && (data.expenses.length > 0 || data.payments.length > 0) && addButton}
      </Flex>
      {content}
      {admin && data && (
        <EventCurrency
          eventId={eventId}
          currency={data.currency}
          currencies={currencies.data ?? []}
          locked={data.expenses.length > 0 || data.payments.length > 0}
        />
      )}
      {editing && data && (
        <ExpenseDialog
          key={editing === 'new' ? 'new' : editing.id}
          eventId={eventId}
          expense={editing === 'new' ? undefined : editing}
          eventCurrency={data.currency}
          currencies={currencies.data ?? []}
          payers={(members.data ?? []).map((member) => ({ userId: member.userId, label: member.user.displayName }))}
          sharers={sharers}
          userId={user?.id}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
