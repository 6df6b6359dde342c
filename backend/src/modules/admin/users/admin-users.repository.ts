import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Db } from '../../../database/sql';
import type { MemberRole } from '../../../common/access/member-role';
import { storageBytesSql } from '../../subscriptions/plan-usage.read-model';
import type { TierName } from '../../subscriptions/subscription-tier.entity';
import { cursorAtSql, type PageCursor } from '../page-cursor';
import type { AdminUserRow } from './dto/admin-user.dto';

/** An account's row, locked for a change by an operator. */
export interface LockedAccount {
  id: string;
  email: string;
  tier: TierName;
  subscriptionStatus: string;
  disabled: boolean;
}

/** One event of an account, as read for the console. */
export interface AccountEventRow {
  id: string;
  name: string;
  role: MemberRole | null;
  createdByUser: boolean;
  members: number;
  photos: number;
  storageBytes: string;
  createdAt: Date;
}

const ADMIN_USER_COLUMNS = `u.id, u.email, u."displayName", u."subscriptionTier" AS tier, u."subscriptionStatus",
  u."disabledAt" IS NOT NULL AS disabled, u."createdAt", u."lastLoginAt",
  (SELECT count(*)::int FROM events created WHERE created."createdBy" = u.id) AS "eventsCreated",
  ${storageBytesSql('u.id')}::bigint AS "storageBytes",
  b."userId" IS NOT NULL AS "hasBilling", b.status AS "billingStatus", b."currentPeriodEnd" AS "billingPeriodEnd",
  ${cursorAtSql('u."createdAt"')} AS "cursorAt"`;

@Injectable()
export class AdminUsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Up to `count` accounts older than the cursor, newest first (ties broken by id, so pages never skip
   * or repeat one), whose e-mail or name matches `pattern` (an ILIKE pattern, escaped with \) if given.
   */
  search(pattern: string | null, cursor: PageCursor, count: number): Promise<AdminUserRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT ${ADMIN_USER_COLUMNS}
             FROM users u LEFT JOIN billing_accounts b ON b."userId" = u.id
             WHERE u."deletedAt" IS NULL
               AND ($1::text IS NULL OR u.email ILIKE $1 ESCAPE '\\' OR u."displayName" ILIKE $1 ESCAPE '\\')
               AND u."createdAt" <= $2::timestamptz AND (u."createdAt", u.id) < ($2::timestamptz, $3::uuid)
             ORDER BY u."createdAt" DESC, u.id DESC
             LIMIT $4`,
      values: [pattern, cursor.at, cursor.id, count],
    });
  }

  find(userId: string): Promise<AdminUserRow | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT ${ADMIN_USER_COLUMNS}
             FROM users u LEFT JOIN billing_accounts b ON b."userId" = u.id
             WHERE u.id = $1 AND u."deletedAt" IS NULL`,
      values: [userId],
    });
  }

  /** The events the account belongs to or created, newest first. */
  eventsOf(userId: string): Promise<AccountEventRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT e.id, e.name, m.role, e."createdBy" = $1 AS "createdByUser",
                    (SELECT count(*)::int FROM event_members all_members WHERE all_members."eventId" = e.id) AS members,
                    (SELECT count(*)::int FROM photos p WHERE p."eventId" = e.id AND p.status <> 'failed') AS photos,
                    ((SELECT COALESCE(sum(p."sizeBytes"), 0) FROM photos p WHERE p."eventId" = e.id AND p.status <> 'failed')
                     + (SELECT COALESCE(sum(b."sizeBytes"), 0) FROM event_banners b WHERE b."eventId" = e.id AND b.status <> 'failed')
                    )::bigint AS "storageBytes",
                    e."createdAt"
             FROM events e LEFT JOIN event_members m ON m."eventId" = e.id AND m."userId" = $1
             WHERE m.id IS NOT NULL OR e."createdBy" = $1
             ORDER BY e."createdAt" DESC, e.id DESC`,
      values: [userId],
    });
  }

  /** One transaction for an operator's change and its audit entry. */
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * The account's row, locked until the transaction ends: two operators' changes apply one after the other.
   * A deleted account's row is gone as far as operators go.
   */
  lock(tx: Db, userId: string): Promise<LockedAccount | undefined> {
    return firstRow(tx, {
      text: `SELECT id, email, "subscriptionTier" AS tier, "subscriptionStatus", "disabledAt" IS NOT NULL AS disabled
             FROM users WHERE id = $1 AND "deletedAt" IS NULL FOR UPDATE`,
      values: [userId],
    });
  }

  /** A plan given by hand never expires: a past expiry would make it free again. */
  async setPlan(tx: Db, userId: string, tier: TierName, status: string): Promise<void> {
    await affectedBy(tx, {
      text: `UPDATE users SET "subscriptionTier" = $2, "subscriptionStatus" = $3, "subscriptionExpiresAt" = NULL,
               "updatedAt" = CURRENT_TIMESTAMP
             WHERE id = $1`,
      values: [userId, tier, status],
    });
  }

  /** Whether it changed anything: disabling a disabled account (or enabling an enabled one) does not. */
  async setDisabled(tx: Db, userId: string, disabled: boolean): Promise<boolean> {
    const changed = await affectedBy(tx, {
      text: disabled
        ? 'UPDATE users SET "disabledAt" = now(), "updatedAt" = CURRENT_TIMESTAMP WHERE id = $1 AND "disabledAt" IS NULL'
        : 'UPDATE users SET "disabledAt" = NULL, "updatedAt" = CURRENT_TIMESTAMP WHERE id = $1 AND "disabledAt" IS NOT NULL',
      values: [userId],
    });
    return changed > 0;
  }

  /** The events the account created (or is named the admin of): they go with it. Locked. */
  async eventsCreatedBy(tx: Db, userId: string): Promise<string[]> {
    const rows = await rowsOf<{ id: string }>(tx, {
      text: 'SELECT id FROM events WHERE "createdBy" = $1 OR "adminId" = $1 FOR UPDATE',
      values: [userId],
    });
    return rows.map((row) => row.id);
  }

  /** Everything in them goes too (foreign keys), apart from stored files. */
  async deleteEvents(tx: Db, eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await affectedBy(tx, { text: 'DELETE FROM events WHERE id = ANY($1::uuid[])', values: [eventIds] });
  }
}
