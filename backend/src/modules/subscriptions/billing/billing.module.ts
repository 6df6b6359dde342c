import { Module } from '@nestjs/common';
import { BillingAccountsRepository } from './billing-accounts.repository';
import { BillingService } from './billing.service';
import { BillingWebhooks } from './billing-webhooks.service';
import { StripeClientProvider } from './stripe.client';

/** Plans bought through Stripe; the worker uses it for the grace sweep. */
@Module({
  providers: [StripeClientProvider, BillingAccountsRepository, BillingService, BillingWebhooks],
  exports: [BillingService, BillingWebhooks],
})
export class BillingModule {}
