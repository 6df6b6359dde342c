import type { SubscriptionTier, TierName } from './subscription-tier.entity';

export type TierDefinition = Omit<SubscriptionTier, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The one place where plans are defined. The spec fixes Pro (10 events, 100 attendees per event) and
 * Enterprise (unlimited events, 1,000 attendees); the free tier's figures and the other limits are our
 * choice. null means unlimited. Synchronised into subscription_tiers at start-up.
 */
export const TIER_CATALOGUE: Record<TierName, TierDefinition> = {
  free: {
    tierName: 'free',
    displayName: 'Free',
    maxEvents: 0,
    maxAttendeesPerEvent: 25,
    maxPhotosPerEvent: 100,
    maxTravelEntriesPerEvent: 50,
    maxStorageMb: 500,
    maxInvitationsPerDay: 10,
    eventHistoryRetentionDays: 90,
    customBrandingEnabled: false,
    customBrandingAdvancedEnabled: false,
    priorityEmailDelivery: false,
    exportDataEnabled: false,
    analyticsEnabled: false,
    apiAccessEnabled: false,
    advancedSchedulingEnabled: false,
    whiteLabelEnabled: false,
  },
  paid: {
    tierName: 'paid',
    displayName: 'Pro',
    maxEvents: 10,
    maxAttendeesPerEvent: 100,
    maxPhotosPerEvent: 2000,
    maxTravelEntriesPerEvent: 500,
    maxStorageMb: 10_240,
    maxInvitationsPerDay: 200,
    eventHistoryRetentionDays: 730,
    customBrandingEnabled: true,
    customBrandingAdvancedEnabled: false,
    priorityEmailDelivery: false,
    exportDataEnabled: true,
    analyticsEnabled: false,
    apiAccessEnabled: false,
    advancedSchedulingEnabled: true,
    whiteLabelEnabled: false,
  },
  enterprise: {
    tierName: 'enterprise',
    displayName: 'Enterprise',
    maxEvents: null,
    maxAttendeesPerEvent: 1000,
    maxPhotosPerEvent: null,
    maxTravelEntriesPerEvent: null,
    maxStorageMb: 102_400,
    maxInvitationsPerDay: 2000,
    eventHistoryRetentionDays: null,
    customBrandingEnabled: true,
    customBrandingAdvancedEnabled: true,
    priorityEmailDelivery: true,
    exportDataEnabled: true,
    analyticsEnabled: true,
    apiAccessEnabled: true,
    advancedSchedulingEnabled: true,
    whiteLabelEnabled: true,
  },
};

export const PREMIUM_REQUIRED_MESSAGE =
  'Premium subscription required. Creating events requires a premium subscription.';

/** 'used/limit' as the subscription card shows it. */
export function usageText(used: number, limit: number | null): string {
  return `${used}/${limit === null ? 'unlimited' : limit}`;
}
