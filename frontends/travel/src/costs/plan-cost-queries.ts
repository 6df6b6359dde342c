import { apiCall, errorMessage, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewExpense } from './plan-cost-types';

/** The event's costs, read for the cost lines on carpool and stay cards. */
export function usePlanCosts(eventId: string) {
  return useQuery({
    queryKey: queryKeys.costs(eventId),
    queryFn: () => apiCall('GET', '/api/events/{eventId}/costs', { params: { eventId } }),
  });
}

export function useAddPlanCost(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cost: NewExpense) =>
      apiCall('POST', '/api/events/{eventId}/expenses', { params: { eventId }, body: cost }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.costs(eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity(eventId) }),
      ]);
      notify({ title: 'Cost added' });
    },
    onError: (error) =>
      notify({
        title: "Couldn't add the cost",
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
