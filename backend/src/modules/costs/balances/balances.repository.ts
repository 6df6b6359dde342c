import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Statement } from '../../../database/sql';
import type { ProfilePrivacy } from '../../users/user.entity';
import type { BalanceTotals } from '../balance-rules';

export interface BalanceRow extends BalanceTotals {
  displayName: string;
  photoURL: string | null;
  venmoUsername: string | null;
  profilePrivacy: ProfilePrivacy;
  formerMember: boolean;
}

/**
 * Every member's totals, and anyone else's who has costs rows in the event (a former member): sums of the
 * payers', shares' and payments' rows, never a stored balance. One statement.
 */
export const balancesOfEvent = (eventId: string): Statement => ({
  text: `WITH lines AS (
           SELECT p."userId", p."amountInEventCurrency" AS paid, 0::bigint AS owed, 0::bigint AS sent, 0::bigint AS received
           FROM expense_payers p JOIN expenses e ON e.id = p."expenseId" WHERE e."eventId" = $1
           UNION ALL SELECT "userId", 0, "amountInEventCurrency", 0, 0 FROM expense_shares WHERE "eventId" = $1
           UNION ALL SELECT "fromUserId", 0, 0, amount, 0 FROM payments WHERE "eventId" = $1
           UNION ALL SELECT "toUserId", 0, 0, 0, amount FROM payments WHERE "eventId" = $1
           UNION ALL SELECT "userId", 0, 0, 0, 0 FROM event_members WHERE "eventId" = $1)
         SELECT l."userId", u."displayName", u."photoURL", u."venmoUsername", u."profilePrivacy",
                NOT EXISTS (SELECT 1 FROM event_members m WHERE m."eventId" = $1 AND m."userId" = l."userId") AS "formerMember",
                sum(l.paid)::float8 AS paid, sum(l.owed)::float8 AS owed,
                sum(l.sent)::float8 AS sent, sum(l.received)::float8 AS received
         FROM lines l JOIN users u ON u.id = l."userId"
         GROUP BY l."userId", u.id
         ORDER BY lower(u."displayName"), l."userId"`,
  values: [eventId],
});

@Injectable()
export class BalancesRepository {
  constructor(@InjectDataSource() readonly dataSource: DataSource) {}

  totals(eventId: string): Promise<BalanceRow[]> {
    return rowsOf(this.dataSource, balancesOfEvent(eventId));
  }

  currencyOf(eventId: string): Promise<{ currency: string; name: string } | undefined> {
    return firstRow(this.dataSource, { text: 'SELECT currency, name FROM events WHERE id = $1', values: [eventId] });
  }

  /**
   * Sets the currency while the event has no costs. The event row is locked first (FOR UPDATE), which
   * waits for any expense or payment being recorded (they hold it FOR KEY SHARE) and then sees it.
   */
  async setCurrencyWhileNoCosts(eventId: string, currency: string): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      await rowsOf(tx, { text: 'SELECT id FROM events WHERE id = $1 FOR UPDATE', values: [eventId] });
      const changed = await affectedBy(tx, {
        text: `UPDATE events SET currency = $2 WHERE id = $1
                 AND NOT EXISTS (SELECT 1 FROM expenses WHERE "eventId" = $1)
                 AND NOT EXISTS (SELECT 1 FROM payments WHERE "eventId" = $1)`,
        values: [eventId, currency],
      });
      return changed > 0;
    });
  }
}
