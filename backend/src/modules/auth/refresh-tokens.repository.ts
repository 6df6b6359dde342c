import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow } from '../../database/sql';

/** A refresh token as stored: only its hash, never its value. */
export interface StoredToken {
  tokenHash: string;
  expiresAt: Date;
}

/** The user and session (the token family) a token belongs to. */
export interface TokenOwner {
  userId: string;
  familyId: string;
}

@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new session and its first refresh token, in one statement; the session's id. */
  async startSession(userId: string, token: StoredToken): Promise<string> {
    const row = await firstRow<{ familyId: string }>(this.dataSource, {
      text: `WITH session AS (INSERT INTO auth_sessions ("userId") VALUES ($1) RETURNING id)
             INSERT INTO refresh_tokens ("userId", "familyId", "tokenHash", "expiresAt")
             SELECT $1, id, $2, $3 FROM session
             RETURNING "familyId"`,
      values: [userId, token.tokenHash, token.expiresAt],
    });
    return row!.familyId;
  }

  /**
   * Spends a token of a live session of an account that is not disabled and writes its successor, if the token is unexpired and unspent or
   * spent less than `reuseSeconds` ago; undefined otherwise. One statement: the token is spent and its
   * successor written together, or neither.
   */
  rotate(tokenHash: string, reuseSeconds: number, successor: StoredToken): Promise<TokenOwner | undefined> {
    return firstRow(this.dataSource, {
      text: `WITH spent AS (
               UPDATE refresh_tokens t SET "usedAt" = coalesce(t."usedAt", now())
               FROM auth_sessions s, users u
               WHERE t."tokenHash" = $1 AND s.id = t."familyId" AND s."revokedAt" IS NULL AND t."expiresAt" > now()
                 AND u.id = t."userId" AND u."disabledAt" IS NULL
                 AND (t."usedAt" IS NULL OR t."usedAt" > now() - make_interval(secs => $2))
               RETURNING t."userId", t."familyId")
             INSERT INTO refresh_tokens ("userId", "familyId", "tokenHash", "expiresAt")
             SELECT "userId", "familyId", $3, $4 FROM spent
             RETURNING "userId", "familyId"`,
      values: [tokenHash, reuseSeconds, successor.tokenHash, successor.expiresAt],
    });
  }

  /** Whether the token is one of a disabled account's: refused with a reason rather than as expired. */
  async ownerIsDisabled(tokenHash: string): Promise<boolean> {
    const owner = await firstRow<{ disabled: boolean }>(this.dataSource, {
      text: `SELECT u."disabledAt" IS NOT NULL AS disabled
             FROM refresh_tokens t JOIN users u ON u.id = t."userId" WHERE t."tokenHash" = $1`,
      values: [tokenHash],
    });
    return owner?.disabled ?? false;
  }

  /** The session a token belongs to; with `spentOnly`, only if the token was spent. */
  async sessionOf(tokenHash: string, { spentOnly }: { spentOnly: boolean }): Promise<string | undefined> {
    const known = await firstRow<{ familyId: string }>(this.dataSource, {
      text: 'SELECT "familyId" FROM refresh_tokens WHERE "tokenHash" = $1 AND (NOT $2 OR "usedAt" IS NOT NULL)',
      values: [tokenHash, spentOnly],
    });
    return known?.familyId;
  }

  /** Deletes expired tokens, then the day-old sessions left without any; how many tokens went. */
  async purgeExpired(): Promise<number> {
    const purged = await affectedBy(this.dataSource, {
      text: 'DELETE FROM refresh_tokens WHERE "expiresAt" < now()',
      values: [],
    });
    await affectedBy(this.dataSource, {
      text: `DELETE FROM auth_sessions s
             WHERE s."createdAt" < now() - interval '1 day'
               AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t."familyId" = s.id)`,
      values: [],
    });
    return purged;
  }
}
