import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, changedRows, type Db, firstRow } from '../../database/sql';

@Injectable()
export class AuthSessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Whether the session exists, was never revoked, and its account is not disabled: disabling revokes the
   * account's sessions, and this also refuses one a sign-in racing the disabling started.
   */
  async isActive(sessionId: string): Promise<boolean> {
    const session = await firstRow<{ active: boolean }>(this.dataSource, {
      text: `SELECT s."revokedAt" IS NULL AND u."disabledAt" IS NULL AS active
             FROM auth_sessions s JOIN users u ON u.id = s."userId" WHERE s.id = $1`,
      values: [sessionId],
    });
    return session?.active ?? false;
  }

  /** Ends every session of the user (and so their refresh tokens), in the caller's transaction; their ids. */
  async revokeAllOf(db: Db, userId: string): Promise<string[]> {
    const revoked = await changedRows<{ id: string }>(db, {
      text: 'UPDATE auth_sessions SET "revokedAt" = now() WHERE "userId" = $1 AND "revokedAt" IS NULL RETURNING id',
      values: [userId],
    });
    return revoked.map((session) => session.id);
  }

  /** Revoking twice keeps the first time. */
  async revoke(sessionId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE auth_sessions SET "revokedAt" = now() WHERE id = $1 AND "revokedAt" IS NULL',
      values: [sessionId],
    });
  }
}
