import { apiGet, type Carpool, type Flight, type Photo, queryKeys, type ScheduleItem } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';
import type { DashboardListName } from './dashboard-list-names';

function useEventList<T>(eventId: string, list: DashboardListName) {
  return useQuery({
    queryKey: queryKeys[list](eventId),
    queryFn: async () => ((await apiGet<Record<string, T[]>>(`/api/events/${eventId}/${list}`))?.[list] ?? []) as T[],
    enabled: Boolean(eventId),
  });
}

/**
 * The event's lists the dashboard counts and previews; both of its parts read them from the one cache, which
 * the start-up worker fills on a fresh load of the dashboard (boot/seed-first-screen.ts).
 */
export function useDashboardLists(eventId: string) {
  return {
    photos: useEventList<Photo>(eventId, 'photos'),
    flights: useEventList<Flight>(eventId, 'flights'),
    carpools: useEventList<Carpool>(eventId, 'carpools'),
    schedule: useEventList<ScheduleItem>(eventId, 'schedule'),
  };
}
