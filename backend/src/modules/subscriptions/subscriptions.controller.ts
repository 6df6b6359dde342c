import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { CreationLimitsResponse, SubscriptionSummaryResponse } from './dto/subscription.response';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('user/subscription')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  @ApiOkResponse({ type: SubscriptionSummaryResponse })
  summary(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionSummaryResponse> {
    return this.subscriptions.summary(user.id);
  }

  @Get('limits')
  @ApiOkResponse({ type: CreationLimitsResponse, description: 'Whether the caller may create another event' })
  limits(@CurrentUser() user: AuthenticatedUser): Promise<CreationLimitsResponse> {
    return this.subscriptions.eventCreationLimits(user.id);
  }
}
