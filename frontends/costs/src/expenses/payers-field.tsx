import { Flex, Input, Select, Typography } from 'antd';
import type { ExpenseDraft } from './expense-draft';

/** Who paid: one person pays the whole amount; with several, each says how much. */
export function PayersField({
  payers,
  people,
  currency,
  onChange,
}: {
  payers: ExpenseDraft['payers'];
  people: { userId: string; label: string }[];
  currency: string;
  onChange: (payers: ExpenseDraft['payers']) => void;
}) {
  const nameOf = (userId: string) => people.find((person) => person.userId === userId)?.label ?? 'Former member';
  return (
    <Flex vertical gap={8}>
      <Select
        id="expense-payers"
        mode="multiple"
        size="large"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Who paid"
        value={payers.map((payer) => payer.userId)}
        options={people.map((person) => ({ value: person.userId, label: person.label }))}
        onChange={(userIds: string[]) =>
          onChange(userIds.map((userId) => payers.find((payer) => payer.userId === userId) ?? { userId, amount: '' }))
        }
      />
      {payers.length > 1 &&
        payers.map((payer) => (
          <Flex key={payer.userId} gap={8} align="center">
            <Typography.Text style={{ flex: 1, minWidth: 0 }} ellipsis title={nameOf(payer.userId)}>
              {nameOf(payer.userId)}
            </Typography.Text>
            <Input
              aria-label={`${nameOf(payer.userId)} paid`}
              inputMode="decimal"
              suffix={currency}
              style={{ width: 140 }}
              value={payer.amount}
              onChange={(event) =>
                onChange(
                  payers.map((other) =>
                    other.userId === payer.userId ? { ...other, amount: event.target.value } : other,
                  ),
                )
              }
            />
          </Flex>
        ))}
    </Flex>
  );
}
