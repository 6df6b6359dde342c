import { apiGet, type EventDetail, queryKeys } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';

/** The event being configured, under the same key and shape the current-event context uses. */
export function useEventDetail(eventId: string) {
  return useQuery({
    queryKey: queryKeys.event(eventId),
    queryFn: async () => (await apiGet<{ event: EventDetail }>(`/api/events/${eventId}`))?.event ?? null,
    enabled: Boolean(eventId),
  });
}
