import { Injectable } from '@nestjs/common';
import { UsersService } from '../users/users.service';
import { AccountDisabledException } from './account-disabled.exception';
import { AccessTokenService, IssuedAccessToken } from './access-token.service';
import { AuthSessionsService } from './auth-sessions.service';
import type { VerifiedIdentity } from './identity';
import { IssuedRefreshToken, RefreshTokenService, SessionToken } from './refresh-token.service';

export interface SignInResult {
  access: IssuedAccessToken;
  refresh: IssuedRefreshToken;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly accessTokens: AccessTokenService,
    private readonly refreshTokens: RefreshTokenService,
    private readonly sessions: AuthSessionsService,
  ) {}

  /**
   * Finishes a sign-in: the account keyed by the provider's subject, a new refresh family, a bearer token.
   * A disabled account is refused (AccountDisabledException), and so is a deleted one's tombstone should an
   * identity ever lead to it (it keeps no subject, identity or real address to match).
   */
  async signIn(identity: VerifiedIdentity): Promise<SignInResult> {
    const user = await this.users.upsertFromIdentity(identity);
    if (user.disabledAt || user.deletedAt) throw new AccountDisabledException();
    return this.withAccessToken(await this.refreshTokens.startSession(user.id));
  }

  async refresh(refreshToken: string): Promise<SignInResult> {
    return this.withAccessToken(await this.refreshTokens.rotate(refreshToken));
  }

  /**
   * Ends the session of the refresh token and the session of the bearer token: a client may hold either
   * alone (a cookie blocked, a token kept outside the browser), and each must stop working.
   */
  async signOut({ refreshToken, sessionId }: { refreshToken: string | null; sessionId?: string }): Promise<void> {
    if (sessionId) await this.sessions.revoke(sessionId);
    if (refreshToken) await this.refreshTokens.revoke(refreshToken);
  }

  private async withAccessToken({ userId, sessionId, refresh }: SessionToken): Promise<SignInResult> {
    const user = await this.users.getById(userId);
    return { access: await this.accessTokens.issue({ id: user.id, email: user.email, sessionId }), refresh };
  }
}
