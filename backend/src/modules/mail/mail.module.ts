import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { InvitationMailJob } from './invitation-mail.job';
import { MailOutboxRelay } from './mail-outbox.relay';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutboxService } from './mail-outbox.service';
import { MailTransport } from './mail-transport';

/** The outbox: requests write e-mails into it in their own transaction; both processes read it. */
@Module({
  providers: [MailOutboxRepository, MailOutboxService],
  exports: [MailOutboxRepository, MailOutboxService],
})
export class MailModule {}

/** The API's part: the development mailbox, which shows what the worker caught. */
@Module({
  imports: [MailModule],
  controllers: [DevMailboxController],
})
export class MailApiModule {}

/** The worker's part: sending (other domains' e-mails use its transport), and the relay that queues what the outbox still holds. */
@Module({
  imports: [MailModule],
  providers: [MailTransport, InvitationMailJob, MailOutboxRelay],
  exports: [MailTransport],
})
export class MailWorkerModule {}
