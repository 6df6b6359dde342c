import { apiRequest, queryKeys } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';
import type { RideSuggestionsAnswer } from '../stays/stay-types';

/** Under the carpools key: a carpool created, joined or left changes who still needs a ride. */
export const rideSuggestionsKey = (eventId: string) => [...queryKeys.carpools(eventId), 'ride-suggestions'] as const;

export function useRideSuggestions(eventId: string) {
  return useQuery({
    queryKey: rideSuggestionsKey(eventId),
    queryFn: () =>
      apiRequest<RideSuggestionsAnswer>('GET', `/api/events/${encodeURIComponent(eventId)}/ride-suggestions`),
  });
}
