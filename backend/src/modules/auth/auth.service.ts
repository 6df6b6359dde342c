import { Injectable } from '@nestjs/common';
import { UsersService } from '../users/users.service';
import { AccessTokenService, IssuedAccessToken } from './access-token.service';
import type { VerifiedIdentity } from './identity';
import { IssuedRefreshToken, RefreshTokenService } from './refresh-token.service';

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
  ) {}

  /** Finishes a sign-in: the account keyed by the provider's subject, a new refresh family, a bearer token. */
  async signIn(identity: VerifiedIdentity): Promise<SignInResult> {
    const user = await this.users.upsertFromIdentity(identity);
    const [access, refresh] = await Promise.all([
      this.accessTokens.issue({ id: user.id, email: user.email }),
      this.refreshTokens.issue(user.id),
    ]);
    return { access, refresh };
  }

  async refresh(refreshToken: string): Promise<SignInResult> {
    const { userId, next } = await this.refreshTokens.rotate(refreshToken);
    const user = await this.users.getById(userId);
    return { access: await this.accessTokens.issue({ id: user.id, email: user.email }), refresh: next };
  }

  signOut(refreshToken: string): Promise<void> {
    return this.refreshTokens.revoke(refreshToken);
  }
}
