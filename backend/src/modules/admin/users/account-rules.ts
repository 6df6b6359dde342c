import type { TierName } from '../../subscriptions/subscription-tier.entity';

/** An operator acts on other people's accounts: their own stays reachable by the one who runs the console. */
export function selfActionRefusal(operatorId: string, userId: string, action: 'disable' | 'delete'): string | null {
  if (operatorId !== userId) return null;
  return action === 'disable'
    ? 'You cannot disable your own account.'
    : 'You cannot delete your own account from the operator console.';
}

/** The subscription status a plan given by an operator has: what `npm run cli -- set-tier` writes too. */
export const statusOfAssignedPlan = (tier: TierName): 'free' | 'active' => (tier === 'free' ? 'free' : 'active');

/**
 * The search text as an ILIKE pattern matching it anywhere: %, _ and the escape character itself are
 * matched literally (the statement says ESCAPE '\').
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * What a deleted account's row keeps showing: a name for the costs others still share with it, and an
 * address nobody can receive mail at, so the person may sign up again with theirs.
 */
export const tombstoneOf = (userId: string) => ({
  email: `deleted-${userId}@deleted.invalid`,
  displayName: 'Deleted account',
});
