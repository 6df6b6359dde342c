import { Module } from '@nestjs/common';
import { ActivityFeedReadModel } from './activity-feed.read-model';
import { ActivityService } from './activity.service';
import { ActivityController } from './activity.controller';

@Module({
  providers: [ActivityFeedReadModel, ActivityService],
  exports: [ActivityService],
})
export class ActivityModule {}

/** The API's part: the event's activity feed. */
@Module({
  imports: [ActivityModule],
  controllers: [ActivityController],
})
export class ActivityApiModule {}
