import { apiGet, type Carpool, type Flight, type Photo, queryKeys, type ScheduleItem } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';

function useEventList<T>(eventId: string, key: readonly unknown[], path: string, field: string) {
  return useQuery({
    queryKey: key,
    queryFn: async () => ((await apiGet<Record<string, T[]>>(`/api/events/${eventId}/${path}`))?.[field] ?? []) as T[],
    enabled: Boolean(eventId),
  });
}

/** The event's lists the dashboard counts and previews; both of its parts read them from the one cache. */
export function useDashboardLists(eventId: string) {
  return {
    photos: useEventList<Photo>(eventId, queryKeys.photos(eventId), 'photos', 'photos'),
    flights: useEventList<Flight>(eventId, queryKeys.flights(eventId), 'flights', 'flights'),
    carpools: useEventList<Carpool>(eventId, queryKeys.carpools(eventId), 'carpools', 'carpools'),
    schedule: useEventList<ScheduleItem>(eventId, queryKeys.schedule(eventId), 'schedule', 'schedule'),
  };
}
