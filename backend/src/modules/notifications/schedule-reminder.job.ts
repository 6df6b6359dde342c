import { Injectable } from '@nestjs/common';
import { JobName, type JobPayload } from '../../queues/jobs';
import { OnJob } from '../../queues/on-job.decorator';
import { NotificationPlanner } from './notification-planner.service';

/** A schedule item's reminder, due: an e-mail to each member going (none if the item moved or is gone). */
@Injectable()
export class ScheduleReminderJob {
  constructor(private readonly planner: NotificationPlanner) {}

  @OnJob(JobName.ScheduleReminder)
  async remind({ itemId, startTime }: JobPayload<JobName.ScheduleReminder>): Promise<number> {
    return this.planner.remind(itemId, new Date(startTime));
  }
}
