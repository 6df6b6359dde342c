import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow } from '../../database/sql';

@Injectable()
export class AuthSessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether the session exists and was never revoked. */
  async isActive(sessionId: string): Promise<boolean> {
    const session = await firstRow<{ active: boolean }>(this.dataSource, {
      text: 'SELECT "revokedAt" IS NULL AS active FROM auth_sessions WHERE id = $1',
      values: [sessionId],
    });
    return session?.active ?? false;
  }

  /** Revoking twice keeps the first time. */
  async revoke(sessionId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE auth_sessions SET "revokedAt" = now() WHERE id = $1 AND "revokedAt" IS NULL',
      values: [sessionId],
    });
  }
}
