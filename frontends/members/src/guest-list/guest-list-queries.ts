import { type ApiBody, apiCall, errorMessage, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Beside the members list's key, so what changes members refreshes it too. */
export const guestListKey = (eventId: string) => [...queryKeys.members(eventId), 'guest-list'] as const;

export function useGuestList(eventId: string) {
  return useQuery({
    queryKey: guestListKey(eventId),
    queryFn: () => apiCall('GET', '/api/events/{eventId}/guest-list', { params: { eventId } }),
  });
}

export type RecordedAnswer = ApiBody<'/api/schedule/{scheduleEventId}/rsvps', 'PUT'>['people'][number];

/** An admin records one person's answer (taken by phone): the list, the schedule and the activity change. */
export function useRecordAnswer(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, person }: { itemId: string; person: RecordedAnswer }) =>
      apiCall('PUT', '/api/schedule/{scheduleEventId}/rsvps', {
        params: { scheduleEventId: itemId },
        body: { people: [person] },
      }),
    onSuccess: async () => {
      await Promise.all(
        [guestListKey(eventId), queryKeys.schedule(eventId), queryKeys.activity(eventId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      notify({ title: 'Answer Recorded' });
    },
  });
}

/** The once-a-day reminder to everyone who has not answered; the refusal's text says when the next may go. */
export function useSendReminders(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleItemId: string | null) =>
      apiCall('POST', '/api/events/{eventId}/guest-list/reminders', {
        params: { eventId },
        body: scheduleItemId ? { scheduleItemId } : {},
      }),
    onSuccess: async ({ reminded }) => {
      await queryClient.invalidateQueries({ queryKey: guestListKey(eventId) });
      notify(
        reminded === 0
          ? { title: 'Nobody to Remind', description: 'Everyone asked has answered.' }
          : {
              title: 'Reminders Sent',
              description: `${reminded} ${reminded === 1 ? 'party was' : 'parties were'} e-mailed.`,
            },
      );
    },
    onError: (error) =>
      notify({
        title: 'Reminders Not Sent',
        description: errorMessage(error, 'Failed to send reminders. Please try again.'),
        variant: 'destructive',
      }),
  });
}
