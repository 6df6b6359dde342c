import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, type Db, firstRow, rowsOf } from '../../database/sql';
import type { MailKind } from './mail-kind';

/** An outbox row with what its e-mail says: the invitation, its event and who sent it. */
export interface OutboxMail {
  outboxId: string;
  sentAt: Date | null;
  skippedAt: Date | null;
  status: string;
  email: string;
  role: 'admin' | 'attendee';
  inviteToken: string;
  eventName: string;
  eventStartDate: Date | null;
  eventEndDate: Date | null;
  eventLocation: string | null;
  /** The event's primary colour if an admin chose one. */
  eventPrimaryColor: string | null;
  inviterName: string;
  /** The event creator's display name. */
  hostName: string;
}

@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inside the caller's transaction: the e-mail exists if and only if the invitation does. */
  async record(tx: Db, invitationId: string): Promise<string> {
    const created = await firstRow<{ id: string }>(tx, {
      text: 'INSERT INTO mail_outbox ("invitationId") VALUES ($1) RETURNING id',
      values: [invitationId],
    });
    return created!.id;
  }

  /**
   * Unsent rows, oldest first, that were never handed to the queue by the relay or not in the last
   * `seconds`: those whose request's own hand-over may have been lost.
   */
  unsentNotHandedFor(seconds: number, limit: number): Promise<{ id: string; kind: MailKind }[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT id, kind FROM mail_outbox
             WHERE "sentAt" IS NULL AND "skippedAt" IS NULL
               AND ("enqueuedAt" IS NULL OR "enqueuedAt" < now() - make_interval(secs => $1))
             ORDER BY "createdAt" LIMIT $2`,
      values: [seconds, limit],
    });
  }

  async markEnqueued(outboxId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE mail_outbox SET "enqueuedAt" = now() WHERE id = $1',
      values: [outboxId],
    });
  }

  findMail(outboxId: string): Promise<OutboxMail | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT o.id AS "outboxId", o."sentAt", o."skippedAt", i.status, i.email, i.role, i."inviteToken",
                    e.name AS "eventName", e."startDate" AS "eventStartDate", e."endDate" AS "eventEndDate",
                    e.location AS "eventLocation", e."themeColors"->>'primary' AS "eventPrimaryColor",
                    u."displayName" AS "inviterName", host."displayName" AS "hostName"
             FROM mail_outbox o
             JOIN event_invitations i ON i.id = o."invitationId"
             JOIN events e ON e.id = i."eventId"
             JOIN users u ON u.id = i."invitedByUserId"
             JOIN users host ON host.id = e."createdBy"
             WHERE o.id = $1`,
      values: [outboxId],
    });
  }

  /** Its invitation was accepted or revoked before the e-mail went out. */
  async markSkipped(outboxId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE mail_outbox SET "skippedAt" = now() WHERE id = $1',
      values: [outboxId],
    });
  }

  /** Counted in place, so attempts that fail at once are each counted. */
  async recordFailure(outboxId: string, message: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE mail_outbox SET attempts = attempts + 1, "lastError" = left($2, 500) WHERE id = $1',
      values: [outboxId, message],
    });
  }

  /** Written the moment the SMTP server accepted the message: a row with sentAt is never sent again. */
  async markSent(outboxId: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE mail_outbox SET "sentAt" = now(), attempts = attempts + 1, "lastError" = NULL WHERE id = $1',
      values: [outboxId],
    });
  }
}
