/** Spec sections 4 and 9: how close a user is to a limit, and how the badges show it. */
export type UsageLevel = 'default' | 'secondary' | 'destructive';

export const USAGE_WARNING_RATIO = 0.75;
export const USAGE_CRITICAL_RATIO = 0.9;
export const PLAN_BADGE_SECONDARY_RATIO = 0.5;

/** used / limit, or 0 when there is no limit. */
export function usageRatio(used: number, limit: number | null): number {
  return limit && limit > 0 ? used / limit : 0;
}

/** The usage badge: default below 75 %, secondary from 75 %, destructive from 90 %. */
export function usageLevel(used: number, limit: number | null): UsageLevel {
  const ratio = usageRatio(used, limit);
  if (ratio >= USAGE_CRITICAL_RATIO) return 'destructive';
  return ratio >= USAGE_WARNING_RATIO ? 'secondary' : 'default';
}

/** From 75 % a warning icon shows, and for free-tier users an upgrade icon too. */
export function usageIcons(used: number, limit: number | null, tier: string): { warning: boolean; upgrade: boolean } {
  const warning = usageRatio(used, limit) >= USAGE_WARNING_RATIO;
  return { warning, upgrade: warning && tier === 'free' };
}

/** The subscription card's plan badge is secondary from 50 % of the event limit. */
export function planBadgeLevel(used: number, limit: number | null): UsageLevel {
  return usageRatio(used, limit) >= PLAN_BADGE_SECONDARY_RATIO ? 'secondary' : 'default';
}

/** Parses a usage text of the subscription response ('used/limit', the limit possibly 'unlimited'). */
export function parseUsage(text: string): { used: number; limit: number | null } {
  const [used = '0', limit = ''] = text.split('/');
  const parsedLimit = Number(limit);
  return { used: Number(used) || 0, limit: Number.isFinite(parsedLimit) && limit !== '' ? parsedLimit : null };
}
