import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IsNull, LessThan, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { RefreshToken } from './refresh-token.entity';

export interface IssuedRefreshToken {
  value: string;
  expiresAt: Date;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class RefreshTokenService {
  constructor(
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    private readonly config: AppConfig,
  ) {}

  /** Starts a new family (a new sign-in) or continues one (a rotation). */
  async issue(userId: string, familyId: string = randomUUID()): Promise<IssuedRefreshToken> {
    const value = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000);
    await this.tokens.insert({ userId, familyId, tokenHash: hash(value), expiresAt });
    return { value, expiresAt };
  }

  /**
   * Spends a refresh token and returns its successor. The conditional update lets exactly one of several
   * concurrent uses win; a token presented after it was spent revokes its whole family, because only a
   * thief or a replay would hold a spent token.
   */
  async rotate(value: string): Promise<{ userId: string; next: IssuedRefreshToken }> {
    const tokenHash = hash(value);
    const spent = await this.tokens
      .createQueryBuilder()
      .update(RefreshToken)
      .set({ usedAt: () => 'now()' })
      .where('"tokenHash" = :tokenHash AND "usedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > now()', {
        tokenHash,
      })
      .returning(['userId', 'familyId'])
      .execute();
    const row = (spent.raw as Array<{ userId: string; familyId: string }>)[0];
    if (!row) {
      const known = await this.tokens.findOne({ where: { tokenHash } });
      if (known) await this.revokeFamily(known.familyId);
      throw new UnauthorizedException('Your session has expired. Please sign in again.');
    }
    return { userId: row.userId, next: await this.issue(row.userId, row.familyId) };
  }

  /** Sign-out: the token's whole family stops working. */
  async revoke(value: string): Promise<void> {
    const known = await this.tokens.findOne({ where: { tokenHash: hash(value) } });
    if (known) await this.revokeFamily(known.familyId);
  }

  async purgeExpired(now = new Date()): Promise<number> {
    const result = await this.tokens.delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
