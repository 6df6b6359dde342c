import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { Db } from '../../database/sql';
import { JobQueue } from '../../queues/job-queue';
import { JobName } from '../../queues/jobs';
import { renderInvitationMail, RenderedMail } from './invitation-mail';
import { MailOutboxRepository } from './mail-outbox.repository';

/** An unsent row older than this, and not handed to the queue since, is handed again by the relay. */
const RELAY_AFTER_SECONDS = 30;
const RELAY_BATCH = 500;

export type DeliveryOutcome = 'sent' | 'already-sent' | 'skipped';

/**
 * The outbox of e-mails: each written with what it is about, handed to the `mail` queue after the
 * commit, and delivered at most once per row by the worker. Invitations are delivered here; the e-mails
 * that keep members current by the notifications module.
 */
@Injectable()
export class MailOutboxService {
  private readonly logger = new Logger(MailOutboxService.name);

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /** Inside the caller's transaction: the e-mail exists if and only if the invitation does. */
  record(tx: Db, invitationId: string): Promise<string> {
    return this.outbox.record(tx, invitationId);
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
    const rows = await this.outbox.unsentNotHandedFor(RELAY_AFTER_SECONDS, RELAY_BATCH);
    for (const { id, kind } of rows) {
      await this.jobs.ensureQueued(kind === 'invitation' ? JobName.InvitationMail : JobName.NotificationMail, {
        outboxId: id,
      });
      await this.outbox.markEnqueued(id);
    }
    return rows.length;
  }

  /**
   * Sends one outbox row unless it was sent already. sentAt is written the moment the SMTP server
   * accepted the message; the message id is derived from the row so a duplicate is recognisable.
   */
  async deliver(
    outboxId: string,
    send: (mail: RenderedMail & { messageId: string }) => Promise<unknown>,
  ): Promise<DeliveryOutcome> {
    const pending = await this.outbox.findMail(outboxId);
    if (!pending || pending.sentAt) return 'already-sent';
    if (pending.skippedAt) return 'skipped';
    if (pending.status !== 'pending') {
      await this.outbox.markSkipped(outboxId);
      return 'skipped';
    }
    const mail = renderInvitationMail({
      to: pending.email,
      eventName: pending.eventName,
      inviterName: pending.inviterName,
      hostName: pending.hostName,
      startDate: pending.eventStartDate,
      endDate: pending.eventEndDate,
      location: pending.eventLocation,
      primaryColor: pending.eventPrimaryColor,
      role: pending.role,
      link: this.config.invitationLink(pending.inviteToken),
    });
    try {
      await send({ ...mail, messageId: `<${outboxId}@gatherly.invitations>` });
    } catch (error) {
      await this.outbox.recordFailure(outboxId, (error as Error).message);
      throw error;
    }
    await this.outbox.markSent(outboxId);
    return 'sent';
  }
}
