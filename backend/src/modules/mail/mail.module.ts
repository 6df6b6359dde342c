import { Module } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service';

/** The sending side lives in the worker (InvitationMailJob, MailTransport, MailOutboxRelay); this is what both share. */
@Module({
  providers: [MailOutboxService],
  exports: [MailOutboxService],
})
export class MailModule {}
