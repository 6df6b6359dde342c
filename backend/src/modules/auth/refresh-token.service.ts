import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AuthSessionsService } from './auth-sessions.service';

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

@Injectable()
export class RefreshTokenService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: AuthSessionsService,
    private readonly config: AppConfig,
  ) {}

  /** A new sign-in: its session and the session's first refresh token, in one statement. */
  async startSession(userId: string): Promise<SessionToken> {
    const refresh = this.newToken();
    const [row] = await this.db.query<Array<{ familyId: string }>>(
      `WITH session AS (INSERT INTO auth_sessions ("userId") VALUES ($1) RETURNING id)
       INSERT INTO refresh_tokens ("userId", "familyId", "tokenHash", "expiresAt")
       SELECT $1, id, $2, $3 FROM session
       RETURNING "familyId"`,
      [userId, hash(refresh.value), refresh.expiresAt],
    );
    return { userId, sessionId: row!.familyId, refresh };
  }

  /**
   * Spends a refresh token and returns a successor in its session. A token spent less than the reuse
   * interval ago gets a successor too: a reload, or several tabs starting at once, present the cookie the
   * server has just rotated before the browser has stored the new one. Presented later, a spent token
   * revokes its session, because only a thief or a replay would hold it then.
   */
  async rotate(value: string): Promise<SessionToken> {
    const tokenHash = hash(value);
    const refresh = this.newToken();
    // One statement: the token is spent and its successor written together, or neither.
    const [row] = await this.db.query<Array<{ userId: string; familyId: string }>>(
      `WITH spent AS (
         UPDATE refresh_tokens t SET "usedAt" = coalesce(t."usedAt", now())
         FROM auth_sessions s
         WHERE t."tokenHash" = $1 AND s.id = t."familyId" AND s."revokedAt" IS NULL AND t."expiresAt" > now()
           AND (t."usedAt" IS NULL OR t."usedAt" > now() - make_interval(secs => $2))
         RETURNING t."userId", t."familyId")
       INSERT INTO refresh_tokens ("userId", "familyId", "tokenHash", "expiresAt")
       SELECT "userId", "familyId", $3, $4 FROM spent
       RETURNING "userId", "familyId"`,
      [tokenHash, this.config.refreshReuseIntervalSeconds, hash(refresh.value), refresh.expiresAt],
    );
    if (!row) {
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
    const [, purged] = await this.db.query<[unknown, number]>('DELETE FROM refresh_tokens WHERE "expiresAt" < now()');
    await this.db.query(
      `DELETE FROM auth_sessions s
       WHERE s."createdAt" < now() - interval '1 day'
         AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t."familyId" = s.id)`,
    );
    return purged;
  }

  private async revokeSessionOf(tokenHash: string, { spentOnly }: { spentOnly: boolean }): Promise<void> {
    const [known] = await this.db.query<Array<{ familyId: string }>>(
      'SELECT "familyId" FROM refresh_tokens WHERE "tokenHash" = $1 AND (NOT $2 OR "usedAt" IS NOT NULL)',
      [tokenHash, spentOnly],
    );
    if (known) await this.sessions.revoke(known.familyId);
  }

  private newToken(): IssuedRefreshToken {
    return {
      value: randomBytes(32).toString('base64url'),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
    };
  }
}
