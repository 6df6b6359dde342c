import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, OptionalUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { AcceptedInvitationResponse, InvitationPreviewResponse } from './dto/invitation.response';
import { InvitationsService } from './invitations.service';

@ApiTags('members')
@ApiErrorResponses()
@Controller('invitations/:token')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** Public: the invitation page shows it before the visitor signs in; a signed-in member may be sent on. */
  @Public()
  @Get()
  @ApiOkResponse({ type: InvitationPreviewResponse })
  async read(
    @OptionalUser() user: AuthenticatedUser | undefined,
    @Param('token') token: string,
  ): Promise<InvitationPreviewResponse> {
    return this.invitations.preview(token, user);
  }

  @ApiBearerAuth()
  @Post('accept')
  @HttpCode(200)
  @ApiOkResponse({ type: AcceptedInvitationResponse, description: 'The caller is a member of the event now' })
  async accept(
    @CurrentUser() user: AuthenticatedUser,
    @Param('token') token: string,
  ): Promise<AcceptedInvitationResponse> {
    return this.invitations.accept(token, user);
  }
}
