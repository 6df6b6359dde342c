import {
  ApiError,
  type ApiBody,
  apiCall,
  errorMessage,
  queryKeys,
  type RsvpStatus,
  type ScheduleItem,
  useAuth,
} from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withAnswer } from './rsvp-answer';
import { SCHEDULE_TOASTS } from './schedule-toasts';

export type ScheduleItemFields = ApiBody<'/api/events/{eventId}/schedule', 'POST'>;

/** The schedule shows in the event's activity and its RSVP count: both are refreshed with it. */
function useScheduleChanged(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.schedule(eventId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.activity(eventId) }),
    ]);
}

/** Adds an item, or changes one when given its id. */
export function useSaveScheduleItem(eventId: string) {
  const notify = useNotify();
  const changed = useScheduleChanged(eventId);
  return useMutation({
    mutationFn: ({ itemId, fields }: { itemId?: string; fields: ScheduleItemFields }) =>
      itemId
        ? apiCall('PATCH', '/api/schedule/{scheduleEventId}', { params: { scheduleEventId: itemId }, body: fields })
        : apiCall('POST', '/api/events/{eventId}/schedule', { params: { eventId }, body: fields }),
    onSuccess: async (_answer, { itemId }) => {
      await changed();
      notify(itemId ? SCHEDULE_TOASTS.updated : SCHEDULE_TOASTS.added);
    },
    onError: (error, { itemId }) => {
      const toast = itemId ? SCHEDULE_TOASTS.updateFailed : SCHEDULE_TOASTS.addFailed;
      notify({ ...toast, description: errorMessage(error, toast.description) });
    },
  });
}

export function useDeleteScheduleItem(eventId: string) {
  const notify = useNotify();
  const changed = useScheduleChanged(eventId);
  return useMutation({
    mutationFn: (itemId: string) =>
      apiCall('DELETE', '/api/schedule/{scheduleEventId}', { params: { scheduleEventId: itemId } }),
    onSuccess: async () => {
      await changed();
      notify(SCHEDULE_TOASTS.deleted);
    },
    onError: (error) =>
      notify({
        ...SCHEDULE_TOASTS.deleteFailed,
        description: errorMessage(error, SCHEDULE_TOASTS.deleteFailed.description),
      }),
  });
}

/**
 * One tap answers: the control, counts and avatars change at once and go back, with the error toast, if
 * the server refuses. Answers of one event are sent one after another, so the last tap is the one kept.
 */
export function useRsvp(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = queryKeys.schedule(eventId);
  return useMutation({
    scope: { id: `rsvp-${eventId}` },
    mutationFn: ({ itemId, status }: { itemId: string; status: RsvpStatus }) =>
      apiCall('PUT', '/api/schedule/{scheduleEventId}/rsvp', { params: { scheduleEventId: itemId }, body: { status } }),
    onMutate: async ({ itemId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ScheduleItem[]>(key);
      queryClient.setQueryData<ScheduleItem[]>(key, (items) =>
        items?.map((item) => (item.id === itemId ? withAnswer(item, status, user) : item)),
      );
      return { previous };
    },
    onError: (error, _answer, context) => {
      queryClient.setQueryData(key, context?.previous);
      // A refusal says what is missing ("Please answer: Meal"); other failures keep the generic text.
      const refused = error instanceof ApiError && error.status === 400;
      notify(
        refused ? { ...SCHEDULE_TOASTS.rsvpFailed, description: error.serverMessage } : SCHEDULE_TOASTS.rsvpFailed,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Under the schedule's key: whatever refreshes the schedule refreshes who is coming. */
export function useRespondents(eventId: string, itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.schedule(eventId), itemId, 'respondents'],
    queryFn: async () =>
      (await apiCall('GET', '/api/schedule/{scheduleEventId}/respondents', { params: { scheduleEventId: itemId } }))
        .respondents,
    enabled,
  });
}

export const CALENDAR_FEED_KEY = ['/api/user/calendar-feed'] as const;

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: async () => (await apiCall('GET', '/api/user/calendar-feed')).feed,
    enabled,
  });
}

export function useResetCalendarFeed() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall('POST', '/api/user/calendar-feed/rotate')).feed,
    onSuccess: (feed) => {
      queryClient.setQueryData(CALENDAR_FEED_KEY, feed);
      notify(SCHEDULE_TOASTS.linkReset);
    },
    onError: () => notify(SCHEDULE_TOASTS.linkResetFailed),
  });
}
