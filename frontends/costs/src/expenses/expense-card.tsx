import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Expense } from '../common/costs-types';
import { formatMoney } from '@gatherly/shared';

const SPLIT_WORDS = { equal: 'Split equally', shares: 'Split by shares', exact: 'Exact amounts' } as const;

/** "Split equally among 4", "Exact amounts for Ana and Bo" */
export function splitSummary(expense: Pick<Expense, 'splitMode' | 'participants'>): string {
  const { participants } = expense;
  const among =
    participants.length <= 2
      ? participants.map((participant) => participant.label).join(' and ')
      : `${participants.length} people`;
  return `${SPLIT_WORDS[expense.splitMode]} ${expense.splitMode === 'exact' ? 'for' : 'among'} ${among}`;
}

export function paidBy(expense: Pick<Expense, 'payers'>): string {
  const names = expense.payers.map((payer) => payer.displayName);
  const listed = names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Paid by ${listed}`;
}

export function ExpenseCard({
  expense,
  eventCurrency,
  digitsOf,
  onEdit,
  onDelete,
}: {
  expense: Expense;
  eventCurrency: string;
  digitsOf: (currency: string) => number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const converted = expense.currency !== eventCurrency;
  return (
    <Card size="small">
      <Flex justify="space-between" align="start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {expense.title}
          </Typography.Title>
          <Typography.Text type="secondary">{dayjs(expense.spentOn).format('MMM D, YYYY')}</Typography.Text>
        </div>
        <div style={{ textAlign: 'end', flexShrink: 0 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {formatMoney(expense.amount, expense.currency, digitsOf(expense.currency))}
          </Typography.Text>
          {converted && (
            <div>
              <Typography.Text type="secondary">
                {formatMoney(expense.amountInEventCurrency, eventCurrency, digitsOf(eventCurrency))}
              </Typography.Text>
            </div>
          )}
        </div>
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0 0' }}>
        {paidBy(expense)} · {splitSummary(expense)}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <span>
          {expense.carpoolId && <TintedTag hue={TAG_HUE.blue}>Carpool</TintedTag>}
          {expense.stayId && <TintedTag hue={TAG_HUE.green}>Stay</TintedTag>}
        </span>
        {expense.canEdit && (
          <Flex gap={4}>
            <Button type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={`Edit ${expense.title}`} />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={onDelete}
              aria-label={`Delete ${expense.title}`}
            />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
