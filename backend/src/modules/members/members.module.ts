import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';
import { InvitationsController } from './invitations.controller';
import { MembersController } from './members.controller';
import { PartiesController } from './parties/parties.controller';
import { PartiesRepository } from './parties/parties.repository';
import { PartiesService } from './parties/parties.service';

@Module({
  imports: [MailModule],
  providers: [
    MembersRepository,
    MembersService,
    InvitationsRepository,
    InvitationsService,
    PartiesRepository,
    PartiesService,
  ],
  exports: [MembersService, InvitationsService, PartiesService],
})
export class MembersModule {}

/** The API's part: members, roles, invitations and parties. */
@Module({
  imports: [MembersModule],
  controllers: [MembersController, InvitationsController, PartiesController],
})
export class MembersApiModule {}
