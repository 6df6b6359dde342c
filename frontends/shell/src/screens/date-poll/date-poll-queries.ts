import { type ApiBody, apiCall, errorMessage, type EventDetail, queryKeys, useAuth } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DATE_POLL_TOASTS } from './date-poll-toasts';
import { type DatePoll, type DatePollAnswer, withPollAnswer } from './date-poll-view';

export type CandidateDates = ApiBody<'/api/events/{eventId}/date-poll/options', 'POST'>;

/** Under the event's key: whatever refreshes the event refreshes its poll. */
export const datePollKey = (eventId: string) => [...queryKeys.event(eventId), 'date-poll'] as const;

/** The event's poll: the open one, or else the last one closed; null before the first proposal. */
export function useDatePoll(eventId: string, enabled = true) {
  return useQuery({
    queryKey: datePollKey(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/date-poll', { params: { eventId } })).poll,
    enabled: enabled && Boolean(eventId),
  });
}

export function useProposeDates(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dates: CandidateDates) =>
      (await apiCall('POST', '/api/events/{eventId}/date-poll/options', { params: { eventId }, body: dates })).poll,
    onSuccess: (poll) => {
      queryClient.setQueryData(datePollKey(eventId), poll);
      notify(DATE_POLL_TOASTS.proposed);
    },
    onError: (error) =>
      notify({
        ...DATE_POLL_TOASTS.proposeFailed,
        description: errorMessage(error, DATE_POLL_TOASTS.proposeFailed.description),
      }),
  });
}

export function useRemoveCandidate(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionId: string) => apiCall('DELETE', '/api/date-poll-options/{optionId}', { params: { optionId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: datePollKey(eventId) });
      notify(DATE_POLL_TOASTS.removed);
    },
    onError: (error) =>
      notify({
        ...DATE_POLL_TOASTS.removeFailed,
        description: errorMessage(error, DATE_POLL_TOASTS.removeFailed.description),
      }),
  });
}

/**
 * One tap answers: the control, the tally, the names and the count of members who answered change at once and go
 * back, with the error toast, if the server refuses. Answers of one event are sent one after another, so
 * the last tap is the one kept.
 */
export function useAnswerCandidate(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = datePollKey(eventId);
  return useMutation({
    scope: { id: `date-poll-${eventId}` },
    mutationFn: ({ optionId, answer }: { optionId: string; answer: DatePollAnswer }) =>
      apiCall('PUT', '/api/date-poll-options/{optionId}/answer', { params: { optionId }, body: { answer } }),
    onMutate: async ({ optionId, answer }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DatePoll | null>(key);
      const me = user && { id: user.id, displayName: user.displayName, photoURL: user.photoURL };
      queryClient.setQueryData<DatePoll | null>(key, (poll) => poll && withPollAnswer(poll, optionId, answer, me));
      return { previous };
    },
    onError: (error, _answer, context) => {
      queryClient.setQueryData(key, context?.previous);
      notify({
        ...DATE_POLL_TOASTS.answerFailed,
        description: errorMessage(error, DATE_POLL_TOASTS.answerFailed.description),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * The event takes the candidate's dates and the poll closes. The cached event gets the dates at once, so
 * the card leaves and the heading counts the days without waiting for the refetch; the event, the events
 * list (its dates) and the activity are then read again; the event's and the list's keys exactly, as the
 * event's other lists, under the same prefix, do not change with its dates.
 */
export function useChooseDates(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (optionId: string) =>
      (await apiCall('POST', '/api/date-poll-options/{optionId}/choose', { params: { optionId } })).poll,
    onSuccess: async (poll, optionId) => {
      queryClient.setQueryData(datePollKey(eventId), poll);
      const chosen = poll.options.find((option) => option.id === optionId);
      if (chosen) {
        queryClient.setQueryData<EventDetail | null>(
          queryKeys.event(eventId),
          (event) => event && { ...event, startDate: chosen.startDate, endDate: chosen.endDate },
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity(eventId) }),
      ]);
      notify(DATE_POLL_TOASTS.chosen);
    },
    onError: (error) =>
      notify({
        ...DATE_POLL_TOASTS.chooseFailed,
        description: errorMessage(error, DATE_POLL_TOASTS.chooseFailed.description),
      }),
  });
}
