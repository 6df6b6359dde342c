import { AccountDisabledException } from './account-disabled.exception';
import { AuthService } from './auth.service';
import type { VerifiedIdentity } from './identity';

/** Sign-in refuses an account that may not sign in, before any session starts. */
describe('AuthService.signIn', () => {
  const identity = { subject: 's', email: 'a@example.com', displayName: 'A', photoURL: null } as VerifiedIdentity;
  const signInAs = (account: { disabledAt: Date | null; deletedAt: Date | null }) => {
    const startSession = jest.fn();
    const users = { upsertFromIdentity: async () => ({ id: 'u', ...account }) };
    const auth = new AuthService(users as never, {} as never, { startSession } as never, {} as never);
    return { signingIn: auth.signIn(identity), startSession };
  };

  it.each([
    ['disabled', { disabledAt: new Date(), deletedAt: null }],
    ['deleted', { disabledAt: null, deletedAt: new Date() }],
  ])('refuses a %s account', async (_, account) => {
    const { signingIn, startSession } = signInAs(account);
    await expect(signingIn).rejects.toBeInstanceOf(AccountDisabledException);
    expect(startSession).not.toHaveBeenCalled();
  });
});
