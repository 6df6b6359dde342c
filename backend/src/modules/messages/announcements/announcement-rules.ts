import type { NotificationRow } from '../notification-centre/notification-rows';
import type { AnnouncementAudience } from './announcement.entity';

export const ITEM_REQUIRED = 'Choose the schedule item whose guests it is for';
export const ITEM_NOT_ALLOWED = 'Only an announcement for one item names a schedule item';

/** An announcement names a schedule item exactly when it is for that item's guests. */
export function audienceItemRefusal(audience: AnnouncementAudience, scheduleItemId: string | null): string | null {
  if (audience === 'item' && !scheduleItemId) return ITEM_REQUIRED;
  if (audience !== 'item' && scheduleItemId) return ITEM_NOT_ALLOWED;
  return null;
}

export interface PostedAnnouncement {
  id: string;
  eventId: string;
  authorId: string;
  authorName: string;
  body: string;
}

/** The bell's entry for each recipient but the author, who knows what they posted. */
export function announcementNotifications(announcement: PostedAnnouncement, recipients: string[]): NotificationRow[] {
  return [...new Set(recipients)]
    .filter((userId) => userId !== announcement.authorId)
    .map((userId) => ({
      userId,
      eventId: announcement.eventId,
      kind: 'announcement',
      actorId: announcement.authorId,
      subjectId: announcement.id,
      text: `${announcement.authorName}: ${announcement.body}`,
      link: `/events/${announcement.eventId}`,
      dedupeKey: `announcement:${announcement.id}:${userId}`,
    }));
}
