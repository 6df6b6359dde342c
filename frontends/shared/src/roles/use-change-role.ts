import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error';
import { apiRequest } from '../api/client';
import { queryKeys } from '../query/query-client';
import type { Toast } from '../toasts';
import { useNotify } from '../ui/notify';
import type { AssignableRole } from './role-labels';

/** Spec section 8: the role change toasts. */
export const ROLE_CHANGE_TOASTS = {
  updated: { title: 'Role Updated' } satisfies Toast,
  failed: (error: unknown): Toast => ({
    title: 'Error',
    description: errorMessage(error, 'Failed to update role. Please try again.'),
    variant: 'destructive',
  }),
} as const;

/**
 * Gives a member another role (PATCH .../members/{userId}/role), then refreshes what shows roles: the
 * member list, the event (its members), the events list and the activity feed.
 */
export function useChangeRole(eventId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
      apiRequest('PATCH', `/api/events/${eventId}/members/${userId}/role`, { role }),
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.members(eventId), queryKeys.event(eventId), queryKeys.events, queryKeys.activity(eventId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
      notify(ROLE_CHANGE_TOASTS.updated);
    },
    onError: (error) => notify(ROLE_CHANGE_TOASTS.failed(error)),
  });
}
