import { Injectable, Logger } from '@nestjs/common';
import { JobName, type JobPayload } from '../../queues/jobs';
import { OnJob } from '../../queues/on-job.decorator';
import type { DeliveryOutcome } from '../mail/mail-outbox.service';
import { MailTransport } from '../mail/mail-transport';
import { NotificationDelivery } from './notification-delivery.service';

/** Sends the e-mails that keep members current; SMTP failures are thrown so BullMQ retries them. */
@Injectable()
export class NotificationMailJob {
  private readonly logger = new Logger(NotificationMailJob.name);

  constructor(
    private readonly delivery: NotificationDelivery,
    private readonly transport: MailTransport,
  ) {}

  @OnJob(JobName.NotificationMail)
  async send({ outboxId }: JobPayload<JobName.NotificationMail>): Promise<DeliveryOutcome> {
    const outcome = await this.delivery.deliver(outboxId, (mail) => this.transport.send(mail));
    if (outcome !== 'sent') this.logger.log(`Notification e-mail ${outboxId}: ${outcome}`);
    return outcome;
  }
}
