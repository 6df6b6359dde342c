import { Injectable, Logger } from '@nestjs/common';
import { JobName, type JobPayload } from '../../queues/jobs';
import { OnJob } from '../../queues/on-job.decorator';
import { DeliveryOutcome, MailOutboxService } from './mail-outbox.service';
import { MailTransport } from './mail-transport';

/** Sends invitation e-mails; SMTP failures are thrown so BullMQ retries them with back-off. */
@Injectable()
export class InvitationMailJob {
  private readonly logger = new Logger(InvitationMailJob.name);

  constructor(
    private readonly outbox: MailOutboxService,
    private readonly transport: MailTransport,
  ) {}

  @OnJob(JobName.InvitationMail)
  async send({ outboxId }: JobPayload<JobName.InvitationMail>): Promise<DeliveryOutcome> {
    const outcome = await this.outbox.deliver(outboxId, (mail) => this.transport.send(mail));
    if (outcome !== 'sent') this.logger.log(`Invitation e-mail ${outboxId}: ${outcome}`);
    return outcome;
  }
}
