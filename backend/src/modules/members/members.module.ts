import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { InvitationsService } from './invitations.service';
import { MembersService } from './members.service';

@Module({
  imports: [MailModule],
  providers: [MembersService, InvitationsService],
  exports: [MembersService, InvitationsService],
})
export class MembersModule {}
