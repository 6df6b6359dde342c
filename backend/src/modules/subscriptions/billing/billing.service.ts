import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import Stripe from 'stripe';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { AppConfig, type BillingConfig } from '../../../config/app-config';
import { BillingAccountsRepository } from './billing-accounts.repository';
import { isLive, PAID_TIERS, type PaidTier } from './billing-plan';
import {
  BILLING_INTERVALS,
  type BillingInterval,
  type BillingPriceResponse,
  type BillingRedirectResponse,
  type BillingResponse,
} from './dto/billing.dto';
import { askStripe, ENDED_SUBSCRIPTION_STATUSES, ifEnded } from './stripe-call';
import { InjectStripe } from './stripe.client';

/** Prices change rarely; the plans page should not wait on Stripe at every visit. */
const PRICE_CACHE_MS = 5 * 60 * 1000;

/** Buying and managing a plan through Stripe: Checkout, the billing portal, and what the plans page shows. */
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);
  private cachedPrices: { prices: BillingPriceResponse[]; until: number } | null = null;

  constructor(
    private readonly config: AppConfig,
    @InjectStripe() private readonly stripe: Stripe | null,
    private readonly accounts: BillingAccountsRepository,
  ) {}

  async overview(userId: string): Promise<BillingResponse> {
    if (!this.config.billing) return { enabled: false, prices: [], canManage: false };
    const [prices, account] = await Promise.all([this.prices(this.config.billing), this.accounts.ofUser(userId)]);
    return { enabled: true, prices, canManage: account !== undefined };
  }

  /**
   * A Checkout session for the plan's price, for the caller's Stripe customer (created once). The body only
   * picks the price offered; the plan is set by the webhooks, from what the subscription actually buys.
   */
  async checkout(user: AuthenticatedUser, tier: PaidTier): Promise<BillingRedirectResponse> {
    const { billing, stripe } = this.configured();
    const price = billing.prices[tier];
    if (!price)
      throw new BadRequestException('The Enterprise plan is not sold here: ask the person who runs this Gatherly.');
    let account = await this.accounts.ofUser(user.id);
    if (account?.tier && isLive(account.status)) {
      throw new ConflictException('You already have a subscription: change or cancel it with Manage billing.');
    }
    if (!account) {
      // The key makes a second checkout started at the same moment get the same customer.
      const customer = await askStripe('Creating a customer', () =>
        stripe.customers.create(
          { email: user.email, metadata: { userId: user.id } },
          { idempotencyKey: `gatherly-customer-${user.id}` },
        ),
      );
      account = await this.accounts.link(user.id, customer.id);
    }
    const session = await askStripe('Creating a Checkout session', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: account.stripeCustomerId,
        line_items: [{ price, quantity: 1 }],
        client_reference_id: user.id,
        metadata: { userId: user.id, tier },
        success_url: `${this.config.publicUrl}/pricing?checkout=success`,
        cancel_url: `${this.config.publicUrl}/pricing?checkout=cancelled`,
      }),
    );
    if (!session.url) throw new BadGatewayException('Stripe gave no Checkout page to open.');
    return { url: session.url };
  }

  /** Stripe's customer portal, where the subscription is changed, cancelled or its card updated. */
  async portal(userId: string): Promise<BillingRedirectResponse> {
    const { stripe } = this.configured();
    const account = await this.accounts.ofUser(userId);
    if (!account) throw new ConflictException('You have no billing account yet: upgrade to a plan first.');
    const session = await askStripe('Creating a billing portal session', () =>
      stripe.billingPortal.sessions.create({
        customer: account.stripeCustomerId,
        return_url: `${this.config.publicUrl}/pricing`,
      }),
    );
    return { url: session.url };
  }

  /**
   * Cancels the user's subscription at Stripe at once, for an account about to be deleted: Stripe would
   * otherwise go on charging someone who is no longer here. True when a subscription was cancelled; a 502
   * when Stripe could not. Stripe's customer.subscription.deleted webhook follows, as for any cancellation.
   */
  async endSubscriptionOf(userId: string): Promise<boolean> {
    const stripe = this.stripe;
    if (!this.config.billing || !stripe) return false;
    const account = await this.accounts.ofUser(userId);
    const subscriptionId = account?.stripeSubscriptionId;
    if (!subscriptionId || ENDED_SUBSCRIPTION_STATUSES.has(account.status ?? '')) return false;
    return askStripe('Cancelling a subscription', () =>
      stripe.subscriptions.cancel(subscriptionId).then(() => true, ifEnded),
    );
  }

  /** The grace sweep: users whose failed payment was not made good in time go back to Free. */
  async endExpiredGrace(): Promise<number> {
    const userIds = await this.accounts.endExpiredGrace();
    if (userIds.length > 0) this.logger.log(`Moved ${userIds.length} users whose payment grace ended to Free`);
    return userIds.length;
  }

  private configured(): { billing: BillingConfig; stripe: Stripe } {
    if (!this.config.billing || !this.stripe) throw new NotFoundException('Billing is not configured');
    return { billing: this.config.billing, stripe: this.stripe };
  }

  /** The prices of the plans on sale; one Stripe could not give is left out (and asked for again next time). */
  private async prices(billing: BillingConfig): Promise<BillingPriceResponse[]> {
    if (this.cachedPrices && this.cachedPrices.until > Date.now()) return this.cachedPrices.prices;
    const onSale = PAID_TIERS.flatMap((tier) => (billing.prices[tier] ? [{ tier, id: billing.prices[tier] }] : []));
    const found = await Promise.all(onSale.map(({ tier, id }) => this.price(tier, id)));
    const prices = found.filter((price): price is BillingPriceResponse => price !== null);
    if (prices.length === onSale.length) this.cachedPrices = { prices, until: Date.now() + PRICE_CACHE_MS };
    return prices;
  }

  private async price(tier: PaidTier, id: string): Promise<BillingPriceResponse | null> {
    try {
      const price = await this.stripe!.prices.retrieve(id);
      const interval = price.recurring?.interval;
      if (price.unit_amount === null || !BILLING_INTERVALS.includes(interval as BillingInterval)) {
        this.logger.warn(`Price ${id} is not a monthly or yearly price with an amount`);
        return null;
      }
      return { tier, amount: price.unit_amount, currency: price.currency, interval: interval as BillingInterval };
    } catch (error) {
      this.logger.warn(`Reading price ${id} failed: ${(error as Error).message}`);
      return null;
    }
  }
}
