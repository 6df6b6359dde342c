import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentMembership, EventAccess } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import { ActivityService } from './activity.service';
import { ACTIVITY_PAGE_DEFAULT, ActivityQueryDto } from './dto/activity-query.dto';

@ApiTags('activity')
@ApiBearerAuth()
@Controller('events/:eventId/activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  /** Newest first; `before` takes the previous page's nextCursor. */
  @Get()
  @EventAccess('member')
  list(@CurrentMembership() membership: EventMembership, @Query() query: ActivityQueryDto) {
    return this.activity.list(membership.eventId, query.limit ?? ACTIVITY_PAGE_DEFAULT, query.before);
  }
}
