import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { EmailPreferencesEnvelope, UpdateEmailPreferencesDto } from './dto/email-preferences.dto';
import { EmailPreferencesService } from './email-preferences.service';

/** The caller's own choice of the e-mails that keep them current (invitations are not a choice). */
@ApiTags('users')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('user/email-preferences')
export class EmailPreferencesController {
  constructor(private readonly preferences: EmailPreferencesService) {}

  @Get()
  @ApiOkResponse({ type: EmailPreferencesEnvelope })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<EmailPreferencesEnvelope> {
    return { preferences: await this.preferences.get(user.id) };
  }

  @Patch()
  @ApiOkResponse({ type: EmailPreferencesEnvelope })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body() changes: UpdateEmailPreferencesDto,
  ): Promise<EmailPreferencesEnvelope> {
    return { preferences: await this.preferences.update(user.id, changes) };
  }
}
