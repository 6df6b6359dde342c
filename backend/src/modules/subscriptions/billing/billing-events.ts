import type Stripe from 'stripe';
import type { BillingConfig } from '../../../config/app-config';
import { graceFrom, isLive, type SubscriptionState, tierOfPrice } from './billing-plan';

/** What folding an event needs besides the event: the configured prices, the grace and the time received. */
export interface BillingContext {
  prices: BillingConfig['prices'];
  graceDays: number;
  now: Date;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * A subscription as Stripe describes it, folded into the account; null when it is not the account's
 * current subscription (an old one ending while a newer one runs). The plan comes from the price.
 */
export function withSubscription(
  current: SubscriptionState,
  subscription: Stripe.Subscription,
  context: BillingContext,
): SubscriptionState | null {
  const another = current.stripeSubscriptionId !== null && current.stripeSubscriptionId !== subscription.id;
  if (another && isLive(current.status)) return null;
  const items = subscription.items.data;
  const item = items.find((candidate) => tierOfPrice(context.prices, candidate.price.id)) ?? items[0];
  return {
    stripeSubscriptionId: subscription.id,
    tier: tierOfPrice(context.prices, item?.price.id),
    status: subscription.status,
    currentPeriodEnd: item ? fromUnix(item.current_period_end) : current.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    graceEndsAt:
      subscription.status === 'past_due' ? graceFrom(current.graceEndsAt, context.now, context.graceDays) : null,
  };
}

/** The subscription an invoice bills, if any. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

/** A paid invoice of the current subscription: a renewal (the period runs further) or a recovered payment. */
export function withInvoicePaid(current: SubscriptionState, invoice: Stripe.Invoice): SubscriptionState | null {
  if (!isBilledSubscription(current, invoice)) return null;
  const ends = invoice.lines.data.map((line) => line.period.end);
  const periodEnd = ends.length > 0 ? fromUnix(Math.max(...ends)) : null;
  const later =
    periodEnd && (!current.currentPeriodEnd || periodEnd > current.currentPeriodEnd)
      ? periodEnd
      : current.currentPeriodEnd;
  return { ...current, status: 'active', currentPeriodEnd: later, graceEndsAt: null };
}

/** A failed renewal payment: the plan stays for the grace period (started once), then falls back to Free. */
export function withPaymentFailed(
  current: SubscriptionState,
  invoice: Stripe.Invoice,
  context: BillingContext,
): SubscriptionState | null {
  if (!isBilledSubscription(current, invoice)) return null;
  return {
    ...current,
    status: 'past_due',
    graceEndsAt: graceFrom(current.graceEndsAt, context.now, context.graceDays),
  };
}

/** Invoices count only for the account's own subscription while it is alive (not a first, unpaid checkout). */
function isBilledSubscription(current: SubscriptionState, invoice: Stripe.Invoice): boolean {
  const subscriptionId = subscriptionOfInvoice(invoice);
  return subscriptionId !== null && subscriptionId === current.stripeSubscriptionId && isLive(current.status);
}
