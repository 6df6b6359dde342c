import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('user/subscription')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  summary(@CurrentUser() user: AuthenticatedUser) {
    return this.subscriptions.summary(user.id);
  }

  @Get('limits')
  limits(@CurrentUser() user: AuthenticatedUser) {
    return this.subscriptions.eventCreationLimits(user.id);
  }
}
