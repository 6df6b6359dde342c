import type { DataSource } from 'typeorm';
import type { TierName } from '../modules/subscriptions/subscription-tier.entity';
import { UsersRepository } from '../modules/users/users.repository';

/** Paid plans are active at once; the operator stands in for the payment flow the spec lacks. */
export const STATUS_FOR_TIER: Record<TierName, string> = { free: 'free', paid: 'active', enterprise: 'active' };

export interface TierChange {
  userId: string;
  email: string;
  previousTier: string;
  tier: TierName;
  status: string;
}

export class UnknownUserError extends Error {}

export async function setSubscriptionTier(dataSource: DataSource, email: string, tier: TierName): Promise<TierChange> {
  const status = STATUS_FOR_TIER[tier];
  const changed = await new UsersRepository(dataSource).setSubscriptionTier(email, tier, status);
  if (!changed) throw new UnknownUserError(`No user has the e-mail address ${email}.`);
  return { userId: changed.userId, email, previousTier: changed.previousTier, tier, status };
}
