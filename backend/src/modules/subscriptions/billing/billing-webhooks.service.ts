import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig, type BillingConfig } from '../../../config/app-config';
import { BillingAccountsRepository, type BillingAccountRow } from './billing-accounts.repository';
import { type BillingContext, withInvoicePaid, withPaymentFailed, withSubscription } from './billing-events';
import { type PaidTier, type SubscriptionState, userPlanOf } from './billing-plan';
import { askStripe, ENDED_SUBSCRIPTION_STATUSES, idOf, ifEnded } from './stripe-call';
import { InjectStripe } from './stripe.client';

/** What an event does to the account of one Stripe customer. */
interface AccountChange {
  customerId: string;
  /** The user a Checkout session was started for: it must be the customer's. */
  userId?: string;
  /** A subscription the event says is running (not one that has ended). */
  runningSubscriptionId?: string;
  fold: (state: SubscriptionState) => SubscriptionState | null;
}

/**
 * Stripe's signed webhook events, applied once each and in order: the event id is recorded in the same
 * transaction as its change, and an event older than the newest applied to the account is ignored.
 */
@Injectable()
export class BillingWebhooks {
  private readonly logger = new Logger(BillingWebhooks.name);

  constructor(
    private readonly config: AppConfig,
    @InjectStripe() private readonly stripe: Stripe | null,
    private readonly accounts: BillingAccountsRepository,
  ) {}

  async receive(payload: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (!this.config.billing || !this.stripe) throw new NotFoundException('Billing is not configured');
    if (!payload || !signature) throw new BadRequestException('A Stripe-Signature header and the event are required');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.config.billing.webhookSecret);
    } catch {
      throw new BadRequestException('The Stripe signature does not match this event');
    }
    await this.apply(event, this.config.billing, this.stripe);
  }

  private async apply(event: Stripe.Event, billing: BillingConfig, stripe: Stripe): Promise<void> {
    const now = new Date();
    const context: BillingContext = { prices: billing.prices, graceDays: this.config.billingGraceDays, now };
    const change = await this.changeOf(event, context, stripe);
    if (change === undefined) return;
    const created = new Date(event.created * 1000);
    const accountless = await this.accounts.inTransaction(async (tx) => {
      if (!(await this.accounts.recordEvent(tx, event.id, event.type))) return false;
      if (!change) return false;
      await this.accounts.lockUserOfCustomer(tx, change.customerId);
      // Gone when the account was deleted meanwhile: its subscription was cancelled, and there is nothing to change.
      const account = await this.accounts.lockByCustomer(tx, change.customerId);
      if (!account) {
        this.logger.warn(`${event.type} ${event.id} is about a customer with no account here`);
        return true;
      }
      if (change.userId && change.userId !== account.userId) {
        this.logger.warn(`${event.type} ${event.id} names another user than its customer's`);
        return false;
      }
      if (account.lastEventAt && created < account.lastEventAt) return false;
      const next = change.fold(stateOf(account));
      if (!next) return false;
      await this.accounts.save(tx, account.userId, next, created);
      await this.accounts.setUserPlan(tx, account.userId, userPlanOf(next, now));
      return false;
    });
    if (accountless && change?.runningSubscriptionId) {
      await this.endSubscriptionOfDeletedAccount(event, change, change.runningSubscriptionId, stripe);
    }
  }

  /**
   * A subscription started after its account was deleted (a Checkout page left open, paid later) would go on
   * charging someone who is no longer here: it is cancelled at Stripe. When Stripe cannot, the event is
   * forgotten and answered 502, so Stripe delivers it again and the cancellation is tried again.
   */
  private async endSubscriptionOfDeletedAccount(
    event: Stripe.Event,
    change: AccountChange,
    subscriptionId: string,
    stripe: Stripe,
  ): Promise<void> {
    try {
      const userId = change.userId ?? (await this.userOfCustomer(change.customerId, stripe));
      if (!userId || !(await this.accounts.isDeletedUser(userId))) return;
      const cancelled = await askStripe('Cancelling a subscription', () =>
        stripe.subscriptions.cancel(subscriptionId).then(() => true, ifEnded),
      );
      if (cancelled) this.logger.log(`Cancelled subscription ${subscriptionId} of deleted account ${userId}`);
    } catch (error) {
      await this.accounts.forgetEvent(event.id);
      throw error;
    }
  }

  /** The user a Stripe customer was created for (its metadata, set at the first checkout). */
  private async userOfCustomer(customerId: string, stripe: Stripe): Promise<string | undefined> {
    const customer = await askStripe('Reading a customer', () => stripe.customers.retrieve(customerId));
    return customer.deleted ? undefined : customer.metadata.userId;
  }

  /** undefined: an event billing does not listen to; null: one it records but that changes nothing. */
  private async changeOf(
    event: Stripe.Event,
    context: BillingContext,
    stripe: Stripe,
  ): Promise<AccountChange | null | undefined> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const customerId = idOf(session.customer);
        const subscriptionId = idOf(session.subscription);
        if (session.mode !== 'subscription' || !customerId || !subscriptionId) return null;
        // The session names the subscription; what it buys is read from Stripe, never from the session's metadata.
        const subscription = await askStripe('Reading a subscription', () =>
          stripe.subscriptions.retrieve(subscriptionId),
        );
        return {
          customerId,
          userId: session.client_reference_id ?? undefined,
          runningSubscriptionId: isRunning(subscription) ? subscription.id : undefined,
          fold: (state) => withSubscription(state, subscription, context),
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const customerId = idOf(subscription.customer);
        if (!customerId) return null;
        const runningSubscriptionId = isRunning(subscription) ? subscription.id : undefined;
        return { customerId, runningSubscriptionId, fold: (state) => withSubscription(state, subscription, context) };
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const customerId = idOf(invoice.customer);
        return customerId ? { customerId, fold: (state) => withInvoicePaid(state, invoice) } : null;
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const customerId = idOf(invoice.customer);
        return customerId ? { customerId, fold: (state) => withPaymentFailed(state, invoice, context) } : null;
      }
      default:
        return undefined;
    }
  }
}

/** Whether a subscription can still charge: not cancelled, and not a first payment that never went through. */
function isRunning(subscription: Stripe.Subscription): boolean {
  return !ENDED_SUBSCRIPTION_STATUSES.has(subscription.status);
}

function stateOf(account: BillingAccountRow): SubscriptionState {
  return {
    stripeSubscriptionId: account.stripeSubscriptionId,
    tier: account.tier as PaidTier | null,
    status: account.status,
    currentPeriodEnd: account.currentPeriodEnd,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    graceEndsAt: account.graceEndsAt,
  };
}
