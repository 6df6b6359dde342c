import { ApiProperty } from '@nestjs/swagger';
import { TIER_NAMES, type TierName } from '../subscription-tier.entity';
import type { TierDefinition } from '../tier-catalogue';

/** The limits the server enforces; null means unlimited. */
export class PlanLimitsResponse {
  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'Events one may create; 0: none' })
  events: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 100,
    description: 'Members per event, pending invitations included',
  })
  attendeesPerEvent: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 200 })
  invitationsPerDay: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2000 })
  photosPerEvent: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 10240, description: 'Megabytes of photos and banners' })
  storageMb: number | null;
}

/**
 * Only features the product has. The catalogue's other flags (advanced branding, priority e-mail,
 * analytics, API access, advanced scheduling, white label) name features not built, so no plan offers them.
 */
export class PlanFeaturesResponse {
  @ApiProperty({ type: Boolean, description: "Logo, theme colours and banner of one's own events" })
  customBranding: boolean;

  @ApiProperty({ type: Boolean, description: 'Members, travel, the schedule and photos downloaded as files' })
  dataExport: boolean;
}

export class PlanResponse {
  @ApiProperty({ enum: TIER_NAMES, enumName: 'TierName' })
  tier: TierName;

  @ApiProperty({ type: String, example: 'Pro' })
  displayName: string;

  @ApiProperty({ type: () => PlanLimitsResponse })
  limits: PlanLimitsResponse;

  @ApiProperty({ type: () => PlanFeaturesResponse })
  features: PlanFeaturesResponse;
}

/** Every plan, cheapest first. */
export class PlanListResponse {
  @ApiProperty({ type: () => PlanResponse, isArray: true })
  plans: PlanResponse[];
}

export function mapPlan(tier: TierDefinition): PlanResponse {
  return {
    tier: tier.tierName,
    displayName: tier.displayName,
    limits: {
      events: tier.maxEvents,
      attendeesPerEvent: tier.maxAttendeesPerEvent,
      invitationsPerDay: tier.maxInvitationsPerDay,
      photosPerEvent: tier.maxPhotosPerEvent,
      storageMb: tier.maxStorageMb,
    },
    features: { customBranding: tier.customBrandingEnabled, dataExport: tier.exportDataEnabled },
  };
}
