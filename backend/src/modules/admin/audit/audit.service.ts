import { Injectable } from '@nestjs/common';
import { pageOf, parsePageCursor } from '../page-cursor';
import type { AuditPageResponse } from './dto/audit.dto';
import { OperatorAuditRepository } from './operator-audit.repository';

@Injectable()
export class AuditService {
  constructor(private readonly audit: OperatorAuditRepository) {}

  /** Newest first; the cursor is stable under new entries (createdAt, then id). */
  async page(cursor: string | undefined, limit: number): Promise<AuditPageResponse> {
    const page = pageOf(await this.audit.before(parsePageCursor(cursor), limit + 1), limit);
    return {
      entries: page.rows.map(({ cursorAt: _cursorAt, ...entry }) => entry),
      nextCursor: page.nextCursor,
    };
  }
}
