import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { composeExpense, type ComposedExpense, type ExpenseDraft, type EventPeople } from '../expense-rules';
import { normaliseRate, RATE_MESSAGE } from '../split-rules';

/** The rate an expense is stored with: 1 in the event's own currency, else the one given (required). */
export function rateFor(currency: string, rate: string | undefined, eventCurrency: string): string {
  if (currency === eventCurrency) {
    if (rate !== undefined && rate !== null && normaliseRate(rate) !== '1') {
      throw new BadRequestException(`The rate is 1 when the expense is in the event's currency (${eventCurrency})`);
    }
    return '1';
  }
  if (rate === undefined || rate === null) {
    throw new BadRequestException(`Rate is required when the currency is not the event's (${eventCurrency})`);
  }
  const normalised = normaliseRate(rate);
  if (!normalised) throw new BadRequestException(RATE_MESSAGE);
  return normalised;
}

/** Composes the draft or answers 400 with the rule's reason. */
export function composeOrRefuse(
  draft: ExpenseDraft,
  eventCurrency: string,
  people: EventPeople,
  formerPeople?: ReadonlySet<string>,
): ComposedExpense {
  const outcome = composeExpense(draft, eventCurrency, people, formerPeople);
  if ('refusal' in outcome) throw new BadRequestException(outcome.refusal);
  return outcome.expense;
}

export function refuseIf(refusal: string | null): void {
  if (refusal) throw new ForbiddenException(refusal);
}
