import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, firstRow, rowsOf } from '../../database/sql';
import { effectiveTierNameSql } from './plan-usage.read-model';
import type { SubscriptionTier } from './subscription-tier.entity';
import type { TierDefinition } from './tier-catalogue';

@Injectable()
export class SubscriptionTiersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Writes the tiers as defined, inserting any that is missing, in one statement; running it again (or
   * from two processes at once) changes nothing more.
   */
  async sync(tiers: TierDefinition[]): Promise<void> {
    const columns = Object.keys(tiers[0]!).map((name) => `"${name}"`);
    await rowsOf(this.dataSource, {
      text: `INSERT INTO subscription_tiers (${columns.join(', ')})
             SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::subscription_tiers, $1::jsonb)
             ON CONFLICT ("tierName") DO UPDATE
             SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, "updatedAt" = DEFAULT`,
      values: [JSON.stringify(tiers)],
    });
  }

  /** The plan a user is on now: a paid plan past its expiry counts as free. One query. */
  effectiveTierOf(userId: string, db: Db = this.dataSource): Promise<SubscriptionTier | undefined> {
    return firstRow(db, {
      text: `SELECT t.* FROM users u JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('u')} WHERE u.id = $1`,
      values: [userId],
    });
  }
}
