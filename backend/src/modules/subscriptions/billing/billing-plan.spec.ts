import type Stripe from 'stripe';
import { withInvoicePaid, withPaymentFailed, withSubscription } from './billing-events';
import { type SubscriptionState, tierOfPrice, userPlanOf } from './billing-plan';

const prices = { paid: 'price_pro', enterprise: 'price_ent' };
const now = new Date('2026-12-01T12:00:00Z');
const context = { prices, graceDays: 7, now };
const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

const active: SubscriptionState = {
  stripeSubscriptionId: 'sub_1',
  tier: 'paid',
  status: 'active',
  currentPeriodEnd: new Date('2026-12-31T00:00:00Z'),
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
};

function subscription(overrides: Partial<Stripe.Subscription> = {}, price = 'price_pro'): Stripe.Subscription {
  return {
    id: 'sub_1',
    status: 'active',
    cancel_at_period_end: false,
    items: { data: [{ price: { id: price }, current_period_end: at('2026-12-31T00:00:00Z') }] },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

function invoice(subscriptionId: string, periodEnd: string): Stripe.Invoice {
  return {
    parent: { subscription_details: { subscription: subscriptionId } },
    lines: { data: [{ period: { start: 0, end: at(periodEnd) } }] },
  } as unknown as Stripe.Invoice;
}

describe('billing rules', () => {
  it('maps only the configured prices to plans', () => {
    expect([
      tierOfPrice(prices, 'price_pro'),
      tierOfPrice(prices, 'price_ent'),
      tierOfPrice(prices, 'price_x'),
    ]).toEqual(['paid', 'enterprise', null]);
    expect(withSubscription({ ...active, tier: null }, subscription({}, 'price_x'), context)?.tier).toBeNull();
  });

  it('keeps a plan cancelled at the period’s end until then, and frees it when the subscription is deleted', () => {
    const cancelling = withSubscription(active, subscription({ cancel_at_period_end: true }), context)!;
    expect(userPlanOf(cancelling, now)).toEqual({ tier: 'paid', status: 'active', expiresAt: active.currentPeriodEnd });
    const deleted = withSubscription(cancelling, subscription({ status: 'canceled' }), context)!;
    expect(userPlanOf(deleted, now)).toEqual({ tier: 'free', status: 'free', expiresAt: null });
  });

  it('gives a failed payment a grace that later failures do not extend, and a paid invoice ends it', () => {
    const failed = withPaymentFailed(active, invoice('sub_1', '2027-01-30T00:00:00Z'), context)!;
    expect(failed.graceEndsAt).toEqual(new Date('2026-12-08T12:00:00Z'));
    const later = { ...context, now: new Date('2026-12-03T12:00:00Z') };
    expect(withPaymentFailed(failed, invoice('sub_1', '2027-01-30T00:00:00Z'), later)!.graceEndsAt).toEqual(
      failed.graceEndsAt,
    );
    expect(userPlanOf(failed, now)).toEqual({ tier: 'paid', status: 'past_due', expiresAt: failed.graceEndsAt });
    expect(userPlanOf(failed, new Date('2026-12-09T00:00:00Z')).tier).toBe('free');
    const paid = withInvoicePaid(failed, invoice('sub_1', '2027-01-30T00:00:00Z'))!;
    expect(paid).toMatchObject({
      status: 'active',
      graceEndsAt: null,
      currentPeriodEnd: new Date('2027-01-30T00:00:00Z'),
    });
  });

  it('ignores invoices and subscriptions that are not the account’s live one', () => {
    expect(withInvoicePaid(active, invoice('sub_other', '2027-01-30T00:00:00Z'))).toBeNull();
    expect(withSubscription(active, subscription({ id: 'sub_other' }), context)).toBeNull();
    const ended = { ...active, status: 'canceled' };
    expect(withSubscription(ended, subscription({ id: 'sub_2' }), context)?.stripeSubscriptionId).toBe('sub_2');
  });
});
