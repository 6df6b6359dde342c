import type { DataSource } from 'typeorm';
import type { TierName } from '../modules/subscriptions/subscription-tier.entity';
import { User } from '../modules/users/user.entity';

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

export function setSubscriptionTier(dataSource: DataSource, email: string, tier: TierName): Promise<TierChange> {
  return dataSource.transaction(async (manager) => {
    const user = await manager.findOne(User, { where: { email }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw new UnknownUserError(`No user has the e-mail address ${email}.`);
    const status = STATUS_FOR_TIER[tier];
    // A past expiry date would make the effective tier free again, defeating the operator's change.
    await manager.update(
      User,
      { id: user.id },
      { subscriptionTier: tier, subscriptionStatus: status, subscriptionExpiresAt: null },
    );
    return { userId: user.id, email, previousTier: user.subscriptionTier, tier, status };
  });
}
