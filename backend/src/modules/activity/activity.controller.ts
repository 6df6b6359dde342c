import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { ActivityService } from './activity.service';
import { ACTIVITY_PAGE_DEFAULT, ActivityQueryDto } from './dto/activity-query.dto';
import { ActivityPageResponse } from './dto/activity.response';

@ApiTags('activity')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events/:eventId/activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  /** Newest first; `before` takes the previous page's nextCursor. */
  @Get()
  @EventAccess('member')
  @ApiOkResponse({ type: ActivityPageResponse })
  list(@Caller() caller: EventCaller, @Query() query: ActivityQueryDto): Promise<ActivityPageResponse> {
    return this.activity.list(caller, query.limit ?? ACTIVITY_PAGE_DEFAULT, query.before);
  }
}
