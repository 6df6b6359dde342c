import { Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { AccountDisabledException } from './account-disabled.exception';
import { AuthSessionsService } from './auth-sessions.service';
import { RefreshTokensRepository } from './refresh-tokens.repository';

export interface IssuedRefreshToken {
  value: string;
  expiresAt: Date;
}

/** A refresh token and the session it belongs to. */
export interface SessionToken {
  userId: string;
  sessionId: string;
  refresh: IssuedRefreshToken;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** What is stored of an issued token: its hash. */
const stored = ({ value, expiresAt }: IssuedRefreshToken) => ({ tokenHash: hash(value), expiresAt });

@Injectable()
export class RefreshTokenService {
  constructor(
    private readonly tokens: RefreshTokensRepository,
    private readonly sessions: AuthSessionsService,
    private readonly config: AppConfig,
  ) {}

  /** A new sign-in: its session and the session's first refresh token, in one statement. */
  async startSession(userId: string): Promise<SessionToken> {
    const refresh = this.newToken();
    const sessionId = await this.tokens.startSession(userId, stored(refresh));
    return { userId, sessionId, refresh };
  }

  /**
   * Spends a refresh token and returns a successor in its session. A token spent less than the reuse
   * interval ago gets a successor too: a reload, or several tabs starting at once, present the cookie the
   * server has just rotated before the browser has stored the new one. Presented later, a spent token
   * revokes its session, because only a thief or a replay would hold it then. A disabled account's token
   * is refused with the reason.
   */
  async rotate(value: string): Promise<SessionToken> {
    const tokenHash = hash(value);
    const refresh = this.newToken();
    const row = await this.tokens.rotate(tokenHash, this.config.refreshReuseIntervalSeconds, stored(refresh));
    if (!row) {
      if (await this.tokens.ownerIsDisabled(tokenHash)) throw new AccountDisabledException();
      await this.revokeSessionOf(tokenHash, { spentOnly: true });
      throw new UnauthorizedException('Your session has expired. Please sign in again.');
    }
    return { userId: row.userId, sessionId: row.familyId, refresh };
  }

  /** Sign-out: the token's session ends, with every refresh and access token issued to it. */
  revoke(value: string): Promise<void> {
    return this.revokeSessionOf(hash(value), { spentOnly: false });
  }

  /** Expired tokens, and the sessions left without any. */
  async purgeExpired(): Promise<number> {
    return this.tokens.purgeExpired();
  }

  private async revokeSessionOf(tokenHash: string, { spentOnly }: { spentOnly: boolean }): Promise<void> {
    const sessionId = await this.tokens.sessionOf(tokenHash, { spentOnly });
    if (sessionId) await this.sessions.revoke(sessionId);
  }

  private newToken(): IssuedRefreshToken {
    return {
      value: randomBytes(32).toString('base64url'),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
    };
  }
}
