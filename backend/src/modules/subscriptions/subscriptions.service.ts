import { Injectable, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Event } from '../events/event.entity';
import { SubscriptionTier, TierName } from './subscription-tier.entity';
import { TIER_CATALOGUE, usageText } from './tier-catalogue';
import { effectiveTierNameSql, invitationsTodaySql, storageBytesSql } from './usage-sql';

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
    @InjectRepository(SubscriptionTier) private readonly tiers: Repository<SubscriptionTier>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Keeps the tier rows equal to the catalogue, so changing a limit is a code change, not a manual update. */
  async onApplicationBootstrap(): Promise<void> {
    await this.tiers.upsert(Object.values(TIER_CATALOGUE), { conflictPaths: ['tierName'] });
  }

  /** The plan a user is on now: a paid plan past its expiry counts as free. One query. */
  async effectiveTier(userId: string, manager: EntityManager = this.dataSource.manager): Promise<SubscriptionTier> {
    const [tier] = (await manager.query(
      `SELECT t.* FROM users u JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('u')} WHERE u.id = $1`,
      [userId],
    )) as SubscriptionTier[];
    if (!tier) throw new NotFoundException('User not found');
    return tier;
  }

  countEventsCreatedBy(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.count(Event, { where: { createdBy: userId } });
  }

  async summary(userId: string): Promise<SubscriptionSummary> {
    const tier = await this.effectiveTier(userId);
    const [usage] = (await this.dataSource.query(
      `SELECT
         (SELECT count(*)::int FROM events WHERE "createdBy" = $1) AS events,
         ${invitationsTodaySql('$1')} AS "invitationsToday",
         ${storageBytesSql('$1')}::bigint AS "storageBytes"`,
      [userId],
    )) as Array<{ events: number; invitationsToday: number; storageBytes: string }>;
    const storageMb = Math.ceil(Number(usage?.storageBytes ?? 0) / (1024 * 1024));
    return {
      tier: tier.tierName,
      displayName: tier.displayName,
      usage: {
        events: usageText(usage?.events ?? 0, tier.maxEvents),
        invitationsToday: usageText(usage?.invitationsToday ?? 0, tier.maxInvitationsPerDay),
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

  async eventCreationLimits(userId: string, manager?: EntityManager): Promise<EventCreationLimits> {
    const tier = await this.effectiveTier(userId, manager);
    const currentUsage = await this.countEventsCreatedBy(userId, manager);
    return { currentUsage, limit: tier.maxEvents, canCreate: tier.maxEvents === null || currentUsage < tier.maxEvents };
  }
}
