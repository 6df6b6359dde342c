import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, rowsOf } from '../../../database/sql';
import type { PushTarget } from './push-sender';

/** The most devices one account keeps subscribed; subscribing another drops the longest-standing one. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 20;

export interface StoredPushSubscription extends PushTarget {
  id: string;
}

@Injectable()
export class PushSubscriptionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Saves the device's subscription for the user, in one statement: an endpoint already stored (the
   * device signed in as someone else, or subscribed again) moves to them with its new keys, and the
   * user's subscriptions beyond the newest PUSH_SUBSCRIPTIONS_PER_USER go.
   */
  async save(userId: string, target: PushTarget): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `WITH saved AS (
               INSERT INTO push_subscriptions ("userId", endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
               ON CONFLICT (endpoint) DO UPDATE
                 SET "userId" = excluded."userId", p256dh = excluded.p256dh, auth = excluded.auth, "createdAt" = now()
               RETURNING id
             )
             DELETE FROM push_subscriptions
             WHERE "userId" = $1 AND id NOT IN (SELECT id FROM saved)
               AND id NOT IN (SELECT id FROM push_subscriptions WHERE "userId" = $1
                              ORDER BY "createdAt" DESC, id DESC LIMIT $5)`,
      values: [userId, target.endpoint, target.p256dh, target.auth, PUSH_SUBSCRIPTIONS_PER_USER - 1],
    });
  }

  /** Only the user's own: an endpoint of someone else's stays. */
  async remove(userId: string, endpoint: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'DELETE FROM push_subscriptions WHERE "userId" = $1 AND endpoint = $2',
      values: [userId, endpoint],
    });
  }

  ofUser(userId: string): Promise<StoredPushSubscription[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE "userId" = $1 ORDER BY "createdAt", id`,
      values: [userId],
    });
  }

  /** A subscription its push service no longer knows, or the worker may no longer reach. */
  async delete(subscriptionId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'DELETE FROM push_subscriptions WHERE id = $1',
      values: [subscriptionId],
    });
  }
}
