import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { ChangeRoleDto } from './dto/change-role.dto';
import { InvitationEnvelope, InvitationListEnvelope } from './dto/invitation.response';
import { InviteMemberDto } from './dto/invite-member.dto';
import { MemberEnvelope, MemberListEnvelope } from './dto/member.response';
import { UpdateInvitationDto } from './dto/update-invitation.dto';
import { InvitationsService } from './invitations.service';
import { MembersService } from './members.service';

@ApiTags('members')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events/:eventId')
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get('members')
  @EventAccess('member')
  @ApiOkResponse({ type: MemberListEnvelope })
  async list(@Caller() caller: EventCaller): Promise<MemberListEnvelope> {
    return { members: await this.members.list(caller.eventId) };
  }

  @Post('members')
  @EventAccess('admin')
  @ApiCreatedResponse({ type: InvitationEnvelope, description: 'Invited: the e-mail goes out' })
  async invite(@Caller() caller: EventCaller, @Body() input: InviteMemberDto): Promise<InvitationEnvelope> {
    return { invitation: await this.invitations.invite(caller, input) };
  }

  @Delete('members/:userId')
  @EventAccess('admin')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed from the event' })
  async remove(@Caller() caller: EventCaller, @IdParam('userId', 'Member not found') userId: string): Promise<void> {
    await this.members.remove(caller, userId);
  }

  @Patch('members/:userId/role')
  @EventAccess('creator')
  @ApiOkResponse({ type: MemberEnvelope })
  async changeRole(
    @Caller() caller: EventCaller,
    @IdParam('userId', 'Member not found') userId: string,
    @Body() input: ChangeRoleDto,
  ): Promise<MemberEnvelope> {
    return { member: await this.members.changeRole(caller, userId, input.role) };
  }

  @Get('invitations')
  @EventAccess('admin')
  @ApiOkResponse({ type: InvitationListEnvelope, description: 'The pending invitations' })
  async pending(@Caller() caller: EventCaller): Promise<InvitationListEnvelope> {
    return { invitations: await this.invitations.listPending(caller) };
  }

  @Post('invitations/:invitationId/resend')
  @EventAccess('admin')
  @ApiCreatedResponse({ type: InvitationEnvelope, description: 'The e-mail goes out again' })
  async resend(
    @Caller() caller: EventCaller,
    @IdParam('invitationId', 'Invitation not found') invitationId: string,
  ): Promise<InvitationEnvelope> {
    return { invitation: await this.invitations.resend(caller, invitationId) };
  }

  @Patch('invitations/:invitationId')
  @EventAccess('admin')
  @ApiOkResponse({ type: InvitationEnvelope, description: 'The invitation with its new name or party' })
  async updateInvitation(
    @Caller() caller: EventCaller,
    @IdParam('invitationId', 'Invitation not found') invitationId: string,
    @Body() input: UpdateInvitationDto,
  ): Promise<InvitationEnvelope> {
    return { invitation: await this.invitations.updateParty(caller, invitationId, input) };
  }

  @Delete('invitations/:invitationId')
  @EventAccess('admin')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked: its link stops working' })
  async revoke(
    @Caller() caller: EventCaller,
    @IdParam('invitationId', 'Invitation not found') invitationId: string,
  ): Promise<void> {
    await this.invitations.revoke(caller, invitationId);
  }
}
