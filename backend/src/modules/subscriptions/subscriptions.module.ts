import { Module } from '@nestjs/common';
import { PlanUsageReadModel } from './plan-usage.read-model';
import { SubscriptionTiersRepository } from './subscription-tiers.repository';
import { SubscriptionsService } from './subscriptions.service';
import { SubscriptionsController } from './subscriptions.controller';
import { PlansController } from './plans.controller';
import { BillingController } from './billing/billing.controller';
import { BillingModule } from './billing/billing.module';

@Module({
  providers: [SubscriptionTiersRepository, PlanUsageReadModel, SubscriptionsService],
  exports: [SubscriptionsService, PlanUsageReadModel],
})
export class SubscriptionsModule {}

/** The API's part: the caller's plan and usage, the plans one can move to, and buying them. */
@Module({
  imports: [SubscriptionsModule, BillingModule],
  controllers: [SubscriptionsController, PlansController, BillingController],
})
export class SubscriptionsApiModule {}
