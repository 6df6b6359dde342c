import type { TierName } from '../subscriptions/subscription-tier.entity';

/** What the identity provider vouches for after a completed code flow. */
export interface VerifiedIdentity {
  /** Set for an OpenID provider other than Google, whose subjects are unique only within its issuer. */
  issuer?: string;
  subject: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  /** Only the embedded development provider sets this: the plan chosen for a new account. */
  initialTier?: TierName;
}
