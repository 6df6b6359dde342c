import type { BillingConfig } from '../../../config/app-config';
import type { TierName } from '../subscription-tier.entity';

/** The plans sold through Checkout. */
export const PAID_TIERS = ['paid', 'enterprise'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** What billing knows of a subscription: the part of a billing account that events change. */
export interface SubscriptionState {
  stripeSubscriptionId: string | null;
  tier: PaidTier | null;
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
}

/** The plan a user is on, as users.subscriptionTier / subscriptionStatus / subscriptionExpiresAt hold it. */
export interface UserPlan {
  tier: TierName;
  status: string;
  expiresAt: Date | null;
}

/** Stripe statuses that keep a subscription alive (a payment may still be pending). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function isLive(status: string | null): boolean {
  return status !== null && LIVE_STATUSES.has(status);
}

/** The plan a Stripe price buys, from configuration only: never from anything a browser sent. */
export function tierOfPrice(prices: BillingConfig['prices'], priceId: string | null | undefined): PaidTier | null {
  if (!priceId) return null;
  if (priceId === prices.paid) return 'paid';
  if (priceId === prices.enterprise) return 'enterprise';
  return null;
}

/**
 * The user's plan from their subscription: the bought plan while it is paid for; during a failed payment's
 * grace it stays until the grace ends; a subscription cancelled at the period's end keeps it until then
 * (the expiry makes it free on time even if the deletion event is late); anything else is Free.
 */
export function userPlanOf(state: SubscriptionState, now: Date): UserPlan {
  const free: UserPlan = { tier: 'free', status: 'free', expiresAt: null };
  if (!state.tier) return free;
  if (state.status === 'active' || state.status === 'trialing') {
    return { tier: state.tier, status: 'active', expiresAt: state.cancelAtPeriodEnd ? state.currentPeriodEnd : null };
  }
  if (state.status === 'past_due' && state.graceEndsAt && state.graceEndsAt > now) {
    return { tier: state.tier, status: 'past_due', expiresAt: state.graceEndsAt };
  }
  return free;
}

/** A failed payment's grace, started once: later failed retries do not extend it. */
export function graceFrom(current: Date | null, now: Date, graceDays: number): Date {
  return current ?? new Date(now.getTime() + graceDays * 24 * 3600 * 1000);
}
