import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, type Db, firstRow, rowsOf, type Statement } from '../../../database/sql';
import type { PaymentResponse } from './dto/payment.response';

const PAYMENT_COLUMNS = `id, "fromUserId", "toUserId", amount::float8 AS amount, to_char("paidOn", 'YYYY-MM-DD') AS "paidOn",
                         "recordedBy", "createdAt"`;

export const paymentsOfEvent = (eventId: string): Statement => ({
  text: `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE "eventId" = $1 ORDER BY "paidOn" DESC, "createdAt" DESC, id`,
  values: [eventId],
});

/**
 * A person's balance in the event as its rows add it up, and whether they are a member now: one who left
 * may still pay or be paid while their balance is not settled.
 */
const standingOf = (eventId: string, userId: string): Statement => ({
  text: `SELECT EXISTS (SELECT 1 FROM event_members WHERE "eventId" = $1 AND "userId" = $2) AS "isMember",
                (coalesce((SELECT sum(p."amountInEventCurrency") FROM expense_payers p JOIN expenses e ON e.id = p."expenseId"
                           WHERE e."eventId" = $1 AND p."userId" = $2), 0)
                 - coalesce((SELECT sum("amountInEventCurrency") FROM expense_shares WHERE "eventId" = $1 AND "userId" = $2), 0)
                 + coalesce((SELECT sum(amount) FROM payments WHERE "eventId" = $1 AND "fromUserId" = $2), 0)
                 - coalesce((SELECT sum(amount) FROM payments WHERE "eventId" = $1 AND "toUserId" = $2), 0))::float8 AS net`,
  values: [eventId, userId],
});

export interface NewPayment {
  eventId: string;
  fromUserId: string;
  toUserId: string;
  amount: number;
  paidOn: string | null;
  recordedBy: string;
}

/** Payments are rows, never a stored balance: two recorded at once both land, and balances add them up. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs the service's steps, each a method here given `tx`, as one transaction. */
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }

  listForEvent(eventId: string): Promise<PaymentResponse[]> {
    return rowsOf(this.dataSource, paymentsOfEvent(eventId));
  }

  async standing(db: Db, eventId: string, userId: string): Promise<{ isMember: boolean; net: number }> {
    return (await firstRow<{ isMember: boolean; net: number }>(db, standingOf(eventId, userId)))!;
  }

  async insert(db: Db, payment: NewPayment): Promise<PaymentResponse> {
    const row = await firstRow<PaymentResponse>(db, {
      text: `INSERT INTO payments ("eventId", "fromUserId", "toUserId", amount, "paidOn", "recordedBy")
             VALUES ($1, $2, $3, $4, coalesce($5::date, current_date), $6) RETURNING ${PAYMENT_COLUMNS}`,
      values: [
        payment.eventId,
        payment.fromUserId,
        payment.toUserId,
        payment.amount,
        payment.paidOn,
        payment.recordedBy,
      ],
    });
    return row!;
  }

  find(paymentId: string): Promise<(PaymentResponse & { eventId: string }) | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT "eventId", ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`,
      values: [paymentId],
    });
  }

  async delete(paymentId: string): Promise<void> {
    await affectedBy(this.dataSource, { text: 'DELETE FROM payments WHERE id = $1', values: [paymentId] });
  }
}
