import type { VerifiedIdentity } from '../identity';

/** Claims as an ID token or a userinfo answer carries them. */
export type Claims = Record<string, unknown>;

export const UNVERIFIED_EMAIL =
  'Your account at {provider} needs a verified e-mail address to sign in. Verify it there, then try again.';

/**
 * Who the provider vouches for, from the ID token's claims and the userinfo answer (which may add what the
 * ID token leaves out). The e-mail must be one the provider says is verified: accounts are linked by it.
 */
export function identityFromClaims(
  issuer: string,
  idToken: Claims,
  userinfo: Claims | undefined,
  providerName: string,
): VerifiedIdentity | { failure: string } {
  const subject = idToken.sub;
  const sources = [userinfo ?? {}, idToken];
  const email = sources.map((claims) => normalized(claims.email)).find(Boolean);
  const verified = sources.some(
    (claims) =>
      normalized(claims.email) === email && (claims.email_verified === true || claims.email_verified === 'true'),
  );
  if (typeof subject !== 'string' || !email || !verified) {
    return { failure: UNVERIFIED_EMAIL.replace('{provider}', providerName) };
  }
  const name = sources.map((claims) => claims.name).find((value) => typeof value === 'string' && value.trim());
  const picture = sources.map((claims) => claims.picture).find((value) => typeof value === 'string');
  return {
    issuer,
    subject,
    email,
    displayName: ((name as string | undefined)?.trim() || email.split('@')[0] || email).slice(0, 100),
    photoURL: typeof picture === 'string' && /^https?:\/\//.test(picture) ? picture.slice(0, 2048) : null,
  };
}

function normalized(value: unknown): string | undefined {
  return typeof value === 'string' && value.includes('@') ? value.trim().toLowerCase() : undefined;
}
