import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';
import { renderInvitationMail, RenderedMail } from './invitation-mail';
import { MailOutbox } from './mail-outbox.entity';

/** An unsent row older than this, and not handed to the queue since, is handed again by the relay. */
const RELAY_AFTER_SECONDS = 30;
const RELAY_BATCH = 500;

export type DeliveryOutcome = 'sent' | 'already-sent' | 'skipped';

interface PendingMail {
  outboxId: string;
  sentAt: Date | null;
  skippedAt: Date | null;
  status: string;
  email: string;
  role: 'admin' | 'attendee';
  inviteToken: string;
  eventName: string;
  inviterName: string;
}

/**
 * The outbox of invitation e-mails: written with the invitation, handed to the `mail` queue after the
 * commit, and delivered at most once per row by the worker.
 */
@Injectable()
export class MailOutboxService {
  private readonly logger = new Logger(MailOutboxService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /** Inside the caller's transaction: the e-mail exists if and only if the invitation does. */
  async record(manager: EntityManager, invitationId: string): Promise<string> {
    const row = manager.create(MailOutbox, { invitationId });
    await manager.insert(MailOutbox, row);
    return row.id;
  }

  /**
   * After the commit. A queue that does not answer in time is not an error: the row stays unsent and
   * the worker's relay hands it over once the queue is back.
   */
  async enqueue(outboxId: string): Promise<boolean> {
    const failure = await this.jobs.enqueue(JobName.InvitationMail, { outboxId });
    if (failure) this.logger.warn(`Invitation e-mail ${outboxId} left for the relay: ${failure.message}`);
    return failure === null;
  }

  /** Worker side: hands every forgotten unsent row to the queue again; job ids make this idempotent. */
  async relay(): Promise<number> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM mail_outbox
       WHERE "sentAt" IS NULL AND "skippedAt" IS NULL
         AND ("enqueuedAt" IS NULL OR "enqueuedAt" < now() - make_interval(secs => $1))
       ORDER BY "createdAt" LIMIT $2`,
      [RELAY_AFTER_SECONDS, RELAY_BATCH],
    );
    for (const { id } of rows) {
      await this.jobs.ensureQueued(JobName.InvitationMail, { outboxId: id });
      await this.dataSource.manager.update(MailOutbox, { id }, { enqueuedAt: new Date() });
    }
    return rows.length;
  }

  /**
   * Sends one outbox row unless it was sent already. sentAt is written the moment the SMTP server
   * accepted the message; the message id is derived from the row so a duplicate is recognisable.
   */
  async deliver(
    outboxId: string,
    send: (mail: RenderedMail & { messageId: string }) => Promise<void>,
  ): Promise<DeliveryOutcome> {
    const [pending] = (await this.dataSource.query(
      `SELECT o.id AS "outboxId", o."sentAt", o."skippedAt", i.status, i.email, i.role, i."inviteToken",
              e.name AS "eventName", u."displayName" AS "inviterName"
       FROM mail_outbox o
       JOIN event_invitations i ON i.id = o."invitationId"
       JOIN events e ON e.id = i."eventId"
       JOIN users u ON u.id = i."invitedByUserId"
       WHERE o.id = $1`,
      [outboxId],
    )) as PendingMail[];
    if (!pending || pending.sentAt) return 'already-sent';
    if (pending.skippedAt) return 'skipped';
    if (pending.status !== 'pending') {
      await this.dataSource.manager.update(MailOutbox, { id: outboxId }, { skippedAt: new Date() });
      return 'skipped';
    }
    const mail = renderInvitationMail({
      to: pending.email,
      eventName: pending.eventName,
      inviterName: pending.inviterName,
      role: pending.role,
      link: this.config.invitationLink(pending.inviteToken),
    });
    try {
      await send({ ...mail, messageId: `<${outboxId}@gatherly.invitations>` });
    } catch (error) {
      await this.dataSource.query(
        'UPDATE mail_outbox SET attempts = attempts + 1, "lastError" = left($2, 500) WHERE id = $1',
        [outboxId, (error as Error).message],
      );
      throw error;
    }
    await this.dataSource.query(
      'UPDATE mail_outbox SET "sentAt" = now(), attempts = attempts + 1, "lastError" = NULL WHERE id = $1',
      [outboxId],
    );
    return 'sent';
  }
}
