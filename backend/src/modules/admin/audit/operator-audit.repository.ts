import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Db } from '../../../database/sql';
import type { Operator } from '../operator.guard';
import { cursorAtSql, type PageCursor } from '../page-cursor';

/** What operators do, as the audit names it. */
export type AuditAction =
  'plan_changed' | 'sign_in_disabled' | 'sign_in_enabled' | 'user_deleted' | 'job_retried' | 'test_email_sent';

/** One line of the audit, before it is written. */
export interface AuditRecord {
  action: AuditAction;
  targetType: 'user' | 'job' | 'mail';
  targetId: string;
  summary: string;
  details?: Record<string, unknown>;
}

export interface AuditEntryRow {
  id: string;
  operatorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  createdAt: Date;
  cursorAt: string;
}

@Injectable()
export class OperatorAuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the transaction of the change it records, where there is one. */
  async record(db: Db, operator: Operator, entry: AuditRecord): Promise<void> {
    await affectedBy(db, {
      text: `INSERT INTO operator_audit_entries ("operatorId", "operatorEmail", action, "targetType", "targetId", summary, details)
             VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      values: [
        operator.id,
        operator.email,
        entry.action,
        entry.targetType,
        entry.targetId.slice(0, 320),
        entry.summary.slice(0, 500),
        JSON.stringify(entry.details ?? {}),
      ],
    });
  }

  /** Outside any other change (a job retried, a test e-mail): on its own. */
  recordAlone(operator: Operator, entry: AuditRecord): Promise<void> {
    return this.record(this.dataSource, operator, entry);
  }

  /** Up to `count` entries older than the cursor, newest first, ties broken by id. */
  before(cursor: PageCursor, count: number): Promise<AuditEntryRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT id, "operatorEmail", action, "targetType", "targetId", summary, "createdAt",
                    ${cursorAtSql('"createdAt"')} AS "cursorAt"
             FROM operator_audit_entries
             WHERE "createdAt" <= $1::timestamptz AND ("createdAt", id) < ($1::timestamptz, $2::uuid)
             ORDER BY "createdAt" DESC, id DESC
             LIMIT $3`,
      values: [cursor.at, cursor.id, count],
    });
  }

  /** How many entries of this action the operator wrote in the last `seconds`. */
  async countRecent(operatorId: string, action: AuditAction, seconds: number): Promise<number> {
    const row = await firstRow<{ count: number }>(this.dataSource, {
      text: `SELECT count(*)::int AS count FROM operator_audit_entries
             WHERE "operatorId" = $1 AND action = $2 AND "createdAt" > now() - make_interval(secs => $3)`,
      values: [operatorId, action, seconds],
    });
    return row?.count ?? 0;
  }
}
