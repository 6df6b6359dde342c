import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentMembership, EventAccess } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { IdParam } from '../../common/validation/id-param';
import { ChangeRoleDto } from './dto/change-role.dto';
import { InviteMemberDto } from './dto/invite-member.dto';
import { InvitationsService } from './invitations.service';
import { MembersService } from './members.service';

@ApiTags('members')
@ApiBearerAuth()
@Controller('events/:eventId')
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get('members')
  @EventAccess('member')
  async list(@CurrentMembership() membership: EventMembership) {
    return { members: await this.members.list(membership.eventId) };
  }

  @Post('members')
  @EventAccess('admin')
  async invite(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Body() input: InviteMemberDto,
  ) {
    return { invitation: await this.invitations.invite({ ...membership, userId: user.id }, input) };
  }

  @Delete('members/:userId')
  @EventAccess('admin')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('userId', 'Member not found') userId: string,
  ): Promise<void> {
    await this.members.remove({ ...membership, userId: user.id }, userId);
  }

  @Patch('members/:userId/role')
  @EventAccess('creator')
  async changeRole(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('userId', 'Member not found') userId: string,
    @Body() input: ChangeRoleDto,
  ) {
    return { member: await this.members.changeRole({ ...membership, userId: user.id }, userId, input.role) };
  }

  @Get('invitations')
  @EventAccess('admin')
  async pending(@CurrentUser() user: AuthenticatedUser, @CurrentMembership() membership: EventMembership) {
    return { invitations: await this.invitations.listPending({ ...membership, userId: user.id }) };
  }

  @Post('invitations/:invitationId/resend')
  @EventAccess('admin')
  async resend(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('invitationId', 'Invitation not found') invitationId: string,
  ) {
    return { invitation: await this.invitations.resend({ ...membership, userId: user.id }, invitationId) };
  }

  @Delete('invitations/:invitationId')
  @EventAccess('admin')
  @HttpCode(204)
  async revoke(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('invitationId', 'Invitation not found') invitationId: string,
  ): Promise<void> {
    await this.invitations.revoke({ ...membership, userId: user.id }, invitationId);
  }
}
