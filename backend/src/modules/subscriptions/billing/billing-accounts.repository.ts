import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { affectedBy, changedRows, type Db, firstRow, rowsOf } from '../../../database/sql';
import type { BillingAccount } from './billing-account.entity';
import type { SubscriptionState, UserPlan } from './billing-plan';

const ACCOUNT_COLUMNS = `"userId", "stripeCustomerId", "stripeSubscriptionId", tier, status, "currentPeriodEnd",
  "cancelAtPeriodEnd", "graceEndsAt", "lastEventAt"`;

export type BillingAccountRow = Omit<BillingAccount, 'user' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class BillingAccountsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  ofUser(userId: string): Promise<BillingAccountRow | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT ${ACCOUNT_COLUMNS} FROM billing_accounts WHERE "userId" = $1`,
      values: [userId],
    });
  }

  /** Links the user to their new Stripe customer; when a concurrent checkout linked one first, that one stays. */
  async link(userId: string, stripeCustomerId: string): Promise<BillingAccountRow> {
    await rowsOf(this.dataSource, {
      text: `INSERT INTO billing_accounts ("userId", "stripeCustomerId") VALUES ($1, $2) ON CONFLICT ("userId") DO NOTHING`,
      values: [userId, stripeCustomerId],
    });
    return (await this.ofUser(userId))!;
  }

  /** Runs one webhook event's change in a transaction. */
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }

  /**
   * Records an event as applied; false when it already was. The primary key makes a concurrent delivery of
   * the same event wait for this transaction, then insert nothing.
   */
  async recordEvent(tx: Db, eventId: string, type: string): Promise<boolean> {
    const inserted = await rowsOf(tx, {
      text: `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      values: [eventId, type],
    });
    return inserted.length > 0;
  }

  /**
   * Locks the user row of a Stripe customer's account, before the account itself: account deletion locks
   * the user first too, so an event arriving during one waits for it instead of deadlocking with it.
   */
  async lockUserOfCustomer(tx: Db, stripeCustomerId: string): Promise<void> {
    await rowsOf(tx, {
      text: `SELECT u.id FROM users u
             WHERE u.id = (SELECT "userId" FROM billing_accounts WHERE "stripeCustomerId" = $1) FOR UPDATE`,
      values: [stripeCustomerId],
    });
  }

  /** Forgets an event recorded as applied, so that Stripe's next delivery of it is applied again. */
  async forgetEvent(eventId: string): Promise<void> {
    await rowsOf(this.dataSource, { text: `DELETE FROM stripe_events WHERE id = $1`, values: [eventId] });
  }

  /** Whether the user was here and their account has been deleted (only its tombstone is left). */
  async isDeletedUser(userId: string): Promise<boolean> {
    // The id comes from Stripe's metadata: anything but a UUID names nobody here.
    if (!isUUID(userId)) return false;
    const row = await firstRow(this.dataSource, {
      text: `SELECT 1 FROM users WHERE id = $1 AND "deletedAt" IS NOT NULL`,
      values: [userId],
    });
    return Boolean(row);
  }

  /** The account of a Stripe customer, locked until the transaction ends. */
  lockByCustomer(tx: Db, stripeCustomerId: string): Promise<BillingAccountRow | undefined> {
    return firstRow(tx, {
      text: `SELECT ${ACCOUNT_COLUMNS} FROM billing_accounts WHERE "stripeCustomerId" = $1 FOR UPDATE`,
      values: [stripeCustomerId],
    });
  }

  async save(tx: Db, userId: string, state: SubscriptionState, lastEventAt: Date): Promise<void> {
    await affectedBy(tx, {
      text: `UPDATE billing_accounts SET "stripeSubscriptionId" = $2, tier = $3, status = $4, "currentPeriodEnd" = $5,
               "cancelAtPeriodEnd" = $6, "graceEndsAt" = $7,
               "lastEventAt" = GREATEST("lastEventAt", $8::timestamptz), "updatedAt" = CURRENT_TIMESTAMP
             WHERE "userId" = $1`,
      values: [
        userId,
        state.stripeSubscriptionId,
        state.tier,
        state.status,
        state.currentPeriodEnd,
        state.cancelAtPeriodEnd,
        state.graceEndsAt,
        lastEventAt,
      ],
    });
  }

  async setUserPlan(tx: Db, userId: string, plan: UserPlan): Promise<void> {
    await affectedBy(tx, {
      text: `UPDATE users SET "subscriptionTier" = $2, "subscriptionStatus" = $3, "subscriptionExpiresAt" = $4,
               "updatedAt" = CURRENT_TIMESTAMP
             WHERE id = $1`,
      values: [userId, plan.tier, plan.status, plan.expiresAt],
    });
  }

  /**
   * Moves the users whose failed payment's grace has ended to Free; answers their ids. Only users still
   * on the grace (status past_due) are touched, so a plan an operator set since stays.
   */
  async endExpiredGrace(): Promise<string[]> {
    const rows = await changedRows<{ id: string }>(this.dataSource, {
      text: `UPDATE users u SET "subscriptionTier" = 'free', "subscriptionStatus" = 'free', "subscriptionExpiresAt" = NULL,
               "updatedAt" = CURRENT_TIMESTAMP
             FROM billing_accounts b
             WHERE b."userId" = u.id AND b."graceEndsAt" <= now() AND u."subscriptionStatus" = 'past_due'
             RETURNING u.id`,
      values: [],
    });
    return rows.map((row) => row.id);
  }
}
