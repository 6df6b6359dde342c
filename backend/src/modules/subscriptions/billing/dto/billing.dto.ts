import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PAID_TIERS, type PaidTier } from '../billing-plan';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** A plan's price as Stripe has it. */
export class BillingPriceResponse {
  @ApiProperty({ enum: PAID_TIERS })
  tier: PaidTier;

  @ApiProperty({ type: Number, example: 900, description: "In the currency's minor units (cents)" })
  amount: number;

  @ApiProperty({ type: String, example: 'usd', description: 'ISO 4217, lower case as Stripe writes it' })
  currency: string;

  @ApiProperty({ enum: BILLING_INTERVALS })
  interval: BillingInterval;
}

export class BillingResponse {
  @ApiProperty({ type: Boolean, description: 'false: plans are assigned by the operator, nothing is sold here' })
  enabled: boolean;

  @ApiProperty({ type: [BillingPriceResponse], description: 'The plans on sale, cheapest first' })
  prices: BillingPriceResponse[];

  @ApiProperty({ type: Boolean, description: 'The caller has a Stripe customer, so the billing portal can open' })
  canManage: boolean;
}

export class CheckoutRequest {
  @ApiProperty({
    enum: PAID_TIERS,
    description: 'Which price Checkout offers; the plan itself comes from what is paid',
  })
  @IsIn(PAID_TIERS, { message: 'tier must be paid or enterprise' })
  tier: PaidTier;
}

/** Where the browser goes next: Stripe's Checkout or billing portal. */
export class BillingRedirectResponse {
  @ApiProperty({ type: String, example: 'https://checkout.stripe.com/c/pay/cs_test_…' })
  url: string;
}

export class WebhookReceiptResponse {
  @ApiProperty({ type: Boolean })
  received: boolean;
}
