import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';
import { InvitationsController } from './invitations.controller';
import { MembersController } from './members.controller';

@Module({
  imports: [MailModule],
  providers: [MembersRepository, MembersService, InvitationsRepository, InvitationsService],
  exports: [MembersService, InvitationsService],
})
export class MembersModule {}

/** The API's part: members, roles and invitations. */
@Module({
  imports: [MembersModule],
  controllers: [MembersController, InvitationsController],
})
export class MembersApiModule {}
