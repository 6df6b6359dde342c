import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/** Stripe's ids: a type prefix and random letters and digits. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export const API_VERSION = '2026-11-18.endive';

const DAY = 24 * 3600;
const INTERVAL_SECONDS = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY } as const;

export function periodAfter(start: number, price: Stripe.Price): number {
  const interval = (price.recurring?.interval ?? 'month') as keyof typeof INTERVAL_SECONDS;
  return start + INTERVAL_SECONDS[interval];
}

export function customer(id: string, created: number, email: string | null, metadata: Record<string, string>) {
  return {
    id,
    object: 'customer' as const,
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata,
    name: null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none' as const,
    test_clock: null,
  };
}

export function price(id: string, created: number, amount: number, productId: string, nickname: string): Stripe.Price {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname,
    product: productId,
    recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  } as unknown as Stripe.Price;
}

export function subscription(options: {
  id: string;
  customer: string;
  price: Stripe.Price;
  start: number;
  periodEnd: number;
  invoiceId: string;
  metadata: Record<string, string>;
}): Stripe.Subscription {
  const { id, start } = options;
  return {
    id,
    object: 'subscription',
    application: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: options.price.currency,
    customer: options.customer,
    days_until_due: null,
    default_payment_method: newId('pm'),
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          created: start,
          current_period_end: options.periodEnd,
          current_period_start: start,
          discounts: [],
          metadata: {},
          price: options.price,
          quantity: 1,
          subscription: id,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: options.invoiceId,
    livemode: false,
    metadata: options.metadata,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: 'active',
    test_clock: null,
    trial_end: null,
    trial_start: null,
  } as unknown as Stripe.Subscription;
}

export function invoice(options: {
  id: string;
  subscription: Stripe.Subscription;
  created: number;
  periodStart: number;
  periodEnd: number;
  reason: 'subscription_create' | 'subscription_cycle';
}): Stripe.Invoice {
  const { subscription: sub, created } = options;
  const item = sub.items.data[0]!;
  const amount = item.price.unit_amount ?? 0;
  return {
    id: options.id,
    object: 'invoice',
    account_country: 'US',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: options.reason,
    collection_method: 'charge_automatically',
    created,
    currency: item.price.currency,
    customer: sub.customer,
    customer_email: null,
    hosted_invoice_url: null,
    lines: {
      object: 'list',
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: item.price.currency,
          description: `1 × ${item.price.nickname ?? 'plan'}`,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: sub.id,
              subscription_item: item.id,
            },
          },
          period: { start: options.periodStart, end: options.periodEnd },
          pricing: {
            price_details: { price: item.price.id, product: item.price.product },
            type: 'price_details',
            unit_amount_decimal: String(amount),
          },
          quantity: 1,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${options.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
    },
    period_end: options.periodStart,
    period_start: options.periodStart,
    status: 'open',
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amount,
    total: amount,
  } as unknown as Stripe.Invoice;
}

export function event(type: string, object: unknown, created: number, previous?: Record<string, unknown>) {
  return {
    id: newId('evt'),
    object: 'event' as const,
    api_version: API_VERSION,
    created,
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export type StripeEventJson = ReturnType<typeof event>;
