import { Injectable } from '@nestjs/common';
import type { EventCaller } from '../../common/access/event-access.rules';
import { ActivityEntry, activityCursor, describeActivity, parseActivityCursor } from './activity-entry';
import { ActivityFeedReadModel } from './activity-feed.read-model';

export interface ActivityPage {
  activity: ActivityEntry[];
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: string | null;
}

/** Newer than anything: the cursor of the first page. */
const FIRST_PAGE = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

@Injectable()
export class ActivityService {
  constructor(private readonly feed: ActivityFeedReadModel) {}

  /** The event's activity the caller may see, newest first, a page at a time: one query per page. */
  async list(caller: EventCaller, limit: number, before?: string): Promise<ActivityPage> {
    const { eventId } = caller;
    const cursor = (before && parseActivityCursor(before)) || FIRST_PAGE;
    // One row more than the page tells whether an older page exists.
    const rows = await this.feed.entriesBefore(eventId, caller.userId, cursor, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      activity: page.map((row) => describeActivity(row, eventId)),
      nextCursor: rows.length > limit && last ? activityCursor(last) : null,
    };
  }
}
