import { ApiProperty } from '@nestjs/swagger';
import { TIER_NAMES, type TierName } from '../subscription-tier.entity';

/** Each as used/limit, the limit possibly 'unlimited'. */
export class SubscriptionUsageResponse {
  @ApiProperty({ type: String, example: '2/3', description: 'Events created' })
  events: string;

  @ApiProperty({ type: String, example: '4/unlimited' })
  invitationsToday: string;

  @ApiProperty({ type: String, example: '12/500', description: 'Megabytes' })
  storage: string;
}

export class SubscriptionFeaturesResponse {
  @ApiProperty({ type: Boolean })
  customBrandingEnabled: boolean;

  @ApiProperty({ type: Boolean })
  customBrandingAdvancedEnabled: boolean;

  @ApiProperty({ type: Boolean })
  priorityEmailDelivery: boolean;

  @ApiProperty({ type: Boolean })
  exportDataEnabled: boolean;

  @ApiProperty({ type: Boolean })
  analyticsEnabled: boolean;
}

/** The caller's effective plan (a paid plan past its expiry counts as free), its usage and features. */
export class SubscriptionSummaryResponse {
  @ApiProperty({ enum: TIER_NAMES, enumName: 'TierName' })
  tier: TierName;

  @ApiProperty({ type: String, example: 'Free' })
  displayName: string;

  @ApiProperty({ type: () => SubscriptionUsageResponse })
  usage: SubscriptionUsageResponse;

  @ApiProperty({ type: () => SubscriptionFeaturesResponse })
  features: SubscriptionFeaturesResponse;
}

export class CreationLimitsResponse {
  @ApiProperty({ type: Number, description: 'Events the caller created' })
  currentUsage: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Null: unlimited' })
  limit: number | null;

  @ApiProperty({ type: Boolean })
  canCreate: boolean;
}
