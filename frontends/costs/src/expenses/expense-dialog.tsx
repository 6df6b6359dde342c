import { Flex, Form, Input, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { Currency, Expense } from '../common/costs-types';
import { type Sharer, withParticipantsOf } from '../common/costs-people';
import { useSaveExpense } from '../common/costs-queries';
import { formatMoney, intlDigits, toMinorUnits } from '@gatherly/shared';
import { CurrencySelect } from './currency-select';
import { DateField } from './date-field';
import { checkExpense, type DraftErrors, draftOf, type ExpenseDraft, LIMITS, newDraft } from './expense-draft';
import { PayersField } from './payers-field';
import { SplitField } from './split-field';

export interface ExpenseDialogProps {
  eventId: string;
  /** The expense to edit; a new one without. */
  expense?: Expense;
  eventCurrency: string;
  currencies: Currency[];
  /** Who can pay: the event's members. */
  payers: { userId: string; label: string }[];
  sharers: Sharer[];
  userId: string | undefined;
  onClose: () => void;
}

/** Add or edit an expense: what, how much, in which currency, who paid and how it is split. */
export function ExpenseDialog({
  eventId,
  expense,
  eventCurrency,
  currencies,
  payers,
  sharers: visible,
  userId,
  onClose,
}: ExpenseDialogProps) {
  const sharers = useMemo(() => withParticipantsOf(visible, expense?.participants), [visible, expense]);
  const digitsOf = useMemo(() => {
    const known = new Map(currencies.map((currency) => [currency.code, currency.digits]));
    return (code: string) => known.get(code) ?? intlDigits(code);
  }, [currencies]);
  const [draft, setDraft] = useState<ExpenseDraft>(() =>
    expense
      ? draftOf(expense, digitsOf(expense.currency))
      : newDraft(
          eventCurrency,
          userId,
          sharers.filter((sharer) => sharer.participant.userId).map((sharer) => sharer.key),
          dayjs().format('YYYY-MM-DD'),
        ),
  );
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const save = useSaveExpense(eventId, expense?.id);
  const digits = digitsOf(draft.currency);
  const converted = draft.currency !== eventCurrency;

  const plan = expense?.carpoolId ? 'carpool' : expense?.stayId ? 'stay' : null;
  const context = {
    eventCurrency,
    digitsOf,
    participantOf: (key: string) => sharers.find((sharer) => sharer.key === key)?.participant,
    linked: plan !== null,
  };
  const change = (next: Partial<ExpenseDraft>) => {
    const changed = { ...draft, ...next };
    setDraft(changed);
    // Once a save has been tried, the messages follow the fields as they are corrected.
    if (errors) setErrors(checkExpense(changed, context).errors ?? {});
  };
  const submit = () => {
    const checked = checkExpense(draft, context);
    if (checked.errors) return setErrors(checked.errors);
    save.mutate(checked.expense, { onSuccess: onClose });
  };
  const shown = errors ?? {};
  const field = (name: keyof DraftErrors) =>
    shown[name] ? { validateStatus: 'error' as const, help: shown[name] } : {};

  const amount = toMinorUnits(draft.amount, digits);
  const eventDigits = digitsOf(eventCurrency);
  const rate = Number(draft.rate);
  const preview =
    converted && amount !== null && rate > 0
      ? `≈ ${formatMoney(Math.round(amount * rate * 10 ** (eventDigits - digits)), eventCurrency, eventDigits)}`
      : undefined;

  return (
    <Modal
      title={expense ? 'Edit expense' : 'Add expense'}
      open
      onCancel={onClose}
      onOk={submit}
      okText={expense ? 'Save expense' : 'Add expense'}
      okButtonProps={{ loading: save.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
    >
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item label="Title" htmlFor="expense-title" {...field('title')}>
          <Input
            id="expense-title"
            size="large"
            placeholder="e.g. Dinner at Casa Lola"
            maxLength={LIMITS.title}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Amount" htmlFor="expense-amount" {...field('amount')}>
          <Flex gap={8}>
            <Input
              id="expense-amount"
              size="large"
              inputMode="decimal"
              placeholder={digits === 0 ? '0' : (0).toFixed(digits)}
              value={draft.amount}
              onChange={(event) => change({ amount: event.target.value })}
            />
            <CurrencySelect
              ariaLabel="Currency"
              value={draft.currency}
              currencies={currencies}
              onChange={(currency) => change({ currency })}
            />
          </Flex>
        </Form.Item>
        {converted && (
          <Form.Item
            label={`1 ${draft.currency} = ? ${eventCurrency}`}
            htmlFor="expense-rate"
            {...(shown.rate ? field('rate') : { extra: preview })}
          >
            <Input
              id="expense-rate"
              size="large"
              inputMode="decimal"
              placeholder="e.g. 1.0825"
              value={draft.rate}
              onChange={(event) => change({ rate: event.target.value })}
            />
          </Form.Item>
        )}
        <Form.Item label="Date" htmlFor="expense-date" {...field('spentOn')}>
          <DateField id="expense-date" value={draft.spentOn} onChange={(spentOn) => change({ spentOn })} />
        </Form.Item>
        <Form.Item label="Paid by" htmlFor="expense-payers" {...field('payers')}>
          <PayersField
            payers={draft.payers}
            people={payers}
            currency={draft.currency}
            onChange={(next) => change({ payers: next })}
          />
        </Form.Item>
        {plan ? (
          <Typography.Paragraph type="secondary">
            Shared equally by the people in this {plan}: the split follows them as they change.
          </Typography.Paragraph>
        ) : (
          <Form.Item label="Split" htmlFor="expense-participants" {...field('participants')}>
            <SplitField draft={draft} sharers={sharers} digits={digits} onChange={change} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
