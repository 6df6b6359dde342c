import { apiCall, queryKeys } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';

/** Under the carpools key: a carpool created, joined or left changes who still needs a ride. */
export const rideSuggestionsKey = (eventId: string) => [...queryKeys.carpools(eventId), 'ride-suggestions'] as const;

export function useRideSuggestions(eventId: string) {
  return useQuery({
    queryKey: rideSuggestionsKey(eventId),
    queryFn: () => apiCall('GET', '/api/events/{eventId}/ride-suggestions', { params: { eventId } }),
  });
}
