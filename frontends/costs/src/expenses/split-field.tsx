import { Flex, Input, Segmented, Select, Typography } from 'antd';
import type { SplitMode } from '../common/costs-types';
import type { Sharer } from '../common/costs-people';
import { type ExpenseDraft, leftToAssign, leftToAssignText } from './expense-draft';

const MODES: { value: SplitMode; label: string }[] = [
  { value: 'equal', label: 'Equally' },
  { value: 'shares', label: 'By shares' },
  // Short enough for three side by side on a 375 px phone.
  { value: 'exact', label: 'Exact' },
];

/** How the expense is split and among whom: members, guests, or parties as one unit. */
export function SplitField({
  draft,
  sharers,
  digits,
  onChange,
}: {
  draft: ExpenseDraft;
  sharers: Sharer[];
  digits: number;
  onChange: (change: Pick<ExpenseDraft, 'splitMode' | 'participants'>) => void;
}) {
  const { splitMode, participants } = draft;
  const labelOf = (key: string) => sharers.find((sharer) => sharer.key === key)?.label ?? 'Former participant';
  const left = splitMode === 'exact' ? leftToAssign(draft, digits) : null;
  const update = (key: string, field: 'shares' | 'amount', value: string) =>
    onChange({
      splitMode,
      participants: participants.map((chosen) => (chosen.key === key ? { ...chosen, [field]: value } : chosen)),
    });

  return (
    <Flex vertical gap={8}>
      <Segmented
        block
        aria-label="Split"
        options={MODES}
        value={splitMode}
        onChange={(mode) => onChange({ splitMode: mode, participants })}
      />
      <Select
        id="expense-participants"
        mode="multiple"
        size="large"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Split among"
        value={participants.map((chosen) => chosen.key)}
        options={sharers.map((sharer) => ({ value: sharer.key, label: sharer.label }))}
        onChange={(keys: string[]) =>
          onChange({
            splitMode,
            participants: keys.map(
              (key) => participants.find((chosen) => chosen.key === key) ?? { key, shares: '1', amount: '' },
            ),
          })
        }
      />
      {splitMode !== 'equal' &&
        participants.map((chosen) => (
          <Flex key={chosen.key} gap={8} align="center">
            <Typography.Text style={{ flex: 1, minWidth: 0 }} ellipsis title={labelOf(chosen.key)}>
              {labelOf(chosen.key)}
            </Typography.Text>
            {splitMode === 'shares' ? (
              <Input
                aria-label={`Shares of ${labelOf(chosen.key)}`}
                inputMode="numeric"
                style={{ width: 100 }}
                value={chosen.shares}
                onChange={(event) => update(chosen.key, 'shares', event.target.value)}
              />
            ) : (
              <Input
                aria-label={`Amount of ${labelOf(chosen.key)}`}
                inputMode="decimal"
                suffix={draft.currency}
                style={{ width: 140 }}
                value={chosen.amount}
                onChange={(event) => update(chosen.key, 'amount', event.target.value)}
              />
            )}
          </Flex>
        ))}
      {left !== null && (
        <Typography.Text type={left === 0 ? 'success' : 'warning'} role="status">
          {leftToAssignText(left, draft.currency, digits)}
        </Typography.Text>
      )}
    </Flex>
  );
}
