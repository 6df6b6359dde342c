import { queryKeys } from '@gatherly/shared';

/**
 * Under the event's announcements: whatever refreshes those refreshes the pinned ones. Apart from their
 * queries, so the start-up can seed it without bringing the query library along.
 */
export const pinnedAnnouncementsKey = (eventId: string) => [...queryKeys.announcements(eventId), 'pinned'] as const;
