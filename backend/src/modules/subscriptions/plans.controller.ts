import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { PlanListResponse } from './dto/plan.response';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('plans')
export class PlansController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  @ApiOkResponse({ type: PlanListResponse, description: 'The three plans with their limits, for the plans page' })
  list(): PlanListResponse {
    return this.subscriptions.plans();
  }
}
