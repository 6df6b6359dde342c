import { Module } from '@nestjs/common';
import { CostsModule } from '../costs/costs.module';
import { MailModule } from '../mail/mail.module';
import { BulkInvitationsController } from './bulk/bulk-invitations.controller';
import { BulkInvitationsRepository } from './bulk/bulk-invitations.repository';
import { BulkInvitationsService } from './bulk/bulk-invitations.service';
import { GuestListController } from './guest-list/guest-list.controller';
import { GuestListReadModel } from './guest-list/guest-list.read-model';
import { GuestListService } from './guest-list/guest-list.service';
import { GuestRemindersRepository } from './guest-list/guest-reminders.repository';
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
  imports: [MailModule, CostsModule],
  providers: [
    MembersRepository,
    MembersService,
    InvitationsRepository,
    InvitationsService,
    BulkInvitationsRepository,
    BulkInvitationsService,
    PartiesRepository,
    PartiesService,
    GuestListReadModel,
    GuestRemindersRepository,
    GuestListService,
  ],
  exports: [MembersService, InvitationsService, BulkInvitationsService, PartiesService, GuestListService],
})
export class MembersModule {}

/** The API's part: members, roles, invitations, parties and the guest list. */
@Module({
  imports: [MembersModule],
  controllers: [
    MembersController,
    InvitationsController,
    BulkInvitationsController,
    PartiesController,
    GuestListController,
  ],
})
export class MembersApiModule {}
