import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionTier } from './subscription-tier.entity';
import { SubscriptionsService } from './subscriptions.service';
import { SubscriptionsController } from './subscriptions.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionTier])],
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}

/** The API's part: the caller's plan and usage. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [SubscriptionsController],
})
export class SubscriptionsApiModule {}
