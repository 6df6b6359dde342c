import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { InvitationMailJobData, MailJob, QueueName } from '../../queues/queue-names';
import { DeliveryOutcome, MailOutboxService } from './mail-outbox.service';
import { MailTransport } from './mail-transport';

/** Sends invitation e-mails; SMTP failures are thrown so BullMQ retries them with back-off. */
// A short lock lets another worker take over the jobs of a killed one within seconds; sending one
// e-mail takes far less, and BullMQ renews the lock while a job runs.
@Processor(QueueName.Mail, { concurrency: 20, lockDuration: 10_000, stalledInterval: 5_000 })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly outbox: MailOutboxService,
    private readonly transport: MailTransport,
  ) {
    super();
  }

  async process(job: Job<InvitationMailJobData>): Promise<DeliveryOutcome> {
    if (job.name !== MailJob.Invitation) throw new Error(`No handler for mail job ${job.name}`);
    const outcome = await this.outbox.deliver(job.data.outboxId, (mail) => this.transport.send(mail));
    if (outcome !== 'sent') this.logger.log(`Invitation e-mail ${job.data.outboxId}: ${outcome}`);
    return outcome;
  }
}
