import { Injectable, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import type { Db } from '../../database/sql';
import { mapPlan, type PlanListResponse } from './dto/plan.response';
import { PlanUsageReadModel } from './plan-usage.read-model';
import { SubscriptionTier, TIER_NAMES, TierName } from './subscription-tier.entity';
import { SubscriptionTiersRepository } from './subscription-tiers.repository';
import { TIER_CATALOGUE, usageText } from './tier-catalogue';

export interface SubscriptionSummary {
  tier: TierName;
  displayName: string;
  usage: { events: string; invitationsToday: string; storage: string };
  features: Pick<
    SubscriptionTier,
    | 'customBrandingEnabled'
    | 'customBrandingAdvancedEnabled'
    | 'priorityEmailDelivery'
    | 'exportDataEnabled'
    | 'analyticsEnabled'
  >;
}

export interface EventCreationLimits {
  currentUsage: number;
  /** null: unlimited. */
  limit: number | null;
  canCreate: boolean;
}

@Injectable()
export class SubscriptionsService implements OnApplicationBootstrap {
  constructor(
    private readonly tiers: SubscriptionTiersRepository,
    private readonly usage: PlanUsageReadModel,
  ) {}

  /** Keeps the tier rows equal to the catalogue, so changing a limit is a code change, not a manual update. */
  async onApplicationBootstrap(): Promise<void> {
    await this.tiers.sync(Object.values(TIER_CATALOGUE));
  }

  /** The plan a user is on now: a paid plan past its expiry counts as free. One query. */
  async effectiveTier(userId: string, db?: Db): Promise<SubscriptionTier> {
    const tier = await this.tiers.effectiveTierOf(userId, db);
    if (!tier) throw new NotFoundException('User not found');
    return tier;
  }

  /** Every plan as the catalogue defines it (the rows are kept equal to it), cheapest first. */
  plans(): PlanListResponse {
    return { plans: TIER_NAMES.map((name) => mapPlan(TIER_CATALOGUE[name])) };
  }

  countEventsCreatedBy(userId: string, db?: Db): Promise<number> {
    return this.usage.eventsCreatedBy(userId, db);
  }

  async summary(userId: string): Promise<SubscriptionSummary> {
    const tier = await this.effectiveTier(userId);
    const usage = await this.usage.ofCreator(userId);
    const storageMb = Math.ceil(usage.storageBytes / (1024 * 1024));
    return {
      tier: tier.tierName,
      displayName: tier.displayName,
      usage: {
        events: usageText(usage.events, tier.maxEvents),
        invitationsToday: usageText(usage.invitationsToday, tier.maxInvitationsPerDay),
        storage: usageText(storageMb, tier.maxStorageMb),
      },
      features: {
        customBrandingEnabled: tier.customBrandingEnabled,
        customBrandingAdvancedEnabled: tier.customBrandingAdvancedEnabled,
        priorityEmailDelivery: tier.priorityEmailDelivery,
        exportDataEnabled: tier.exportDataEnabled,
        analyticsEnabled: tier.analyticsEnabled,
      },
    };
  }

  async eventCreationLimits(userId: string, db?: Db): Promise<EventCreationLimits> {
    const tier = await this.effectiveTier(userId, db);
    const currentUsage = await this.countEventsCreatedBy(userId, db);
    return { currentUsage, limit: tier.maxEvents, canCreate: tier.maxEvents === null || currentUsage < tier.maxEvents };
  }
}
