import { apiCall, errorMessage, queryKeys, type Toast } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDraft } from './announcement-rules';
import { ANNOUNCEMENT_TOASTS } from './announcement-toasts';

import { pinnedAnnouncementsKey } from './announcement-keys';

/** The event's pinned announcements the caller received (all of them, for admins), newest first. */
export function usePinnedAnnouncements(eventId: string) {
  return useQuery({
    queryKey: pinnedAnnouncementsKey(eventId),
    queryFn: async () =>
      (await apiCall('GET', '/api/events/{eventId}/announcements', { params: { eventId }, query: { pinned: true } }))
        .announcements,
    enabled: Boolean(eventId),
  });
}

/** An announcement shows on the dashboard and in the event's activity: both are read again after a change. */
function useAnnouncementsChanged(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.announcements(eventId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.activity(eventId) }),
    ]);
}

/** A failure's toast says what the server said (a rate limit, a refused link), or else the toast's own text. */
const failure = (toast: Toast & { description: string }, error: unknown): Toast => ({
  ...toast,
  description: errorMessage(error, toast.description),
});

export function usePostAnnouncement(eventId: string) {
  const notify = useNotify();
  const changed = useAnnouncementsChanged(eventId);
  return useMutation({
    mutationFn: async (draft: AnnouncementDraft) =>
      (
        await apiCall('POST', '/api/events/{eventId}/announcements', {
          params: { eventId },
          body: {
            body: draft.body,
            audience: draft.audience,
            ...(draft.link ? { link: draft.link } : {}),
            ...(draft.scheduleItemId ? { scheduleItemId: draft.scheduleItemId } : {}),
          },
        })
      ).announcement,
    onSuccess: async (announcement) => {
      await changed();
      notify(ANNOUNCEMENT_TOASTS.posted(announcement.recipientCount));
    },
    onError: (error) => notify(failure(ANNOUNCEMENT_TOASTS.postFailed, error)),
  });
}

export function useUnpinAnnouncement(eventId: string) {
  const notify = useNotify();
  const changed = useAnnouncementsChanged(eventId);
  return useMutation({
    mutationFn: (announcementId: string) =>
      apiCall('PATCH', '/api/announcements/{announcementId}', { params: { announcementId }, body: { pinned: false } }),
    onSuccess: async () => {
      await changed();
      notify(ANNOUNCEMENT_TOASTS.unpinned);
    },
    onError: (error) => notify(failure(ANNOUNCEMENT_TOASTS.unpinFailed, error)),
  });
}

export function useDeleteAnnouncement(eventId: string) {
  const notify = useNotify();
  const changed = useAnnouncementsChanged(eventId);
  return useMutation({
    mutationFn: (announcementId: string) =>
      apiCall('DELETE', '/api/announcements/{announcementId}', { params: { announcementId } }),
    onSuccess: async () => {
      await changed();
      notify(ANNOUNCEMENT_TOASTS.deleted);
    },
    onError: (error) => notify(failure(ANNOUNCEMENT_TOASTS.deleteFailed, error)),
  });
}
