import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { InvitationsService } from './invitations.service';

@ApiTags('members')
@Controller('invitations/:token')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** Public: the invitation page shows it before the visitor signs in. */
  @Public()
  @Get()
  async read(@Param('token') token: string) {
    return this.invitations.preview(token);
  }

  @ApiBearerAuth()
  @Post('accept')
  @HttpCode(200)
  async accept(@CurrentUser() user: AuthenticatedUser, @Param('token') token: string) {
    return this.invitations.accept(token, user);
  }
}
