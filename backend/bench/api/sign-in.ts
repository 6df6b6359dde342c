import { signInAt } from '../../test/support/test-app';
import type { SeededUser } from '../seed/seed-users';

const CONCURRENT_SIGN_INS = 8;

/** Signs the seeded users in through the local identity provider's real flow: their bearer tokens by id. */
export async function signInAll(baseUrl: string, users: readonly SeededUser[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT_SIGN_INS }, async () => {
      while (next < users.length) {
        const user = users[next++]!;
        const signedIn = await signInAt(baseUrl, user.email);
        if (signedIn.id !== user.id) throw new Error(`${user.email} signed in as another account`);
        tokens.set(user.id, signedIn.token);
      }
    }),
  );
  return tokens;
}
