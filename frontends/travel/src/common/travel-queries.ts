import { type ApiAnswer, type ApiBody, apiCall, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rideSuggestionsKey } from '../rides/ride-queries';
import { TRAVEL_TOASTS } from './travel-toasts';

/** Every airport's arrivals, grouped by time window (GET /flights/arrivals). */
export type ArrivalsBoard = ApiAnswer<'/api/events/{eventId}/flights/arrivals', 'GET'>;

/** An airport's arrivals within one window. */
export type ArrivalGroup = ArrivalsBoard['groups'][number];

export type NewFlight = ApiBody<'/api/events/{eventId}/flights', 'POST'>;

export type NewCarpool = ApiBody<'/api/events/{eventId}/carpools', 'POST'>;

/** Under the flights key, so whatever refreshes the flights refreshes the board too. */
export const arrivalsKey = (eventId: string) => [...queryKeys.flights(eventId), 'arrivals'] as const;

export function useFlights(eventId: string) {
  return useQuery({
    queryKey: queryKeys.flights(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/flights', { params: { eventId } })).flights,
  });
}

export function useArrivals(eventId: string) {
  return useQuery({
    queryKey: arrivalsKey(eventId),
    queryFn: () => apiCall('GET', '/api/events/{eventId}/flights/arrivals', { params: { eventId } }),
  });
}

export function useCarpools(eventId: string) {
  return useQuery({
    queryKey: queryKeys.carpools(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/carpools', { params: { eventId } })).carpools,
  });
}

/** Travel shows on the event dashboard too: its counts and the activity feed. */
function useTravelChanged(eventId: string, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: queryKeys.activity(eventId) }),
    ]);
}

export function useAddFlight(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const changed = useTravelChanged(eventId, queryKeys.flights(eventId));
  return useMutation({
    mutationFn: (flight: NewFlight) =>
      apiCall('POST', '/api/events/{eventId}/flights', { params: { eventId }, body: flight }),
    onSuccess: async () => {
      // A new arrival may make a ride worth sharing.
      await Promise.all([changed(), queryClient.invalidateQueries({ queryKey: rideSuggestionsKey(eventId) })]);
      notify(TRAVEL_TOASTS.flightAdded);
    },
    onError: () => notify(TRAVEL_TOASTS.flightFailed),
  });
}

export function useCreateCarpool(eventId: string) {
  const notify = useNotify();
  const changed = useTravelChanged(eventId, queryKeys.carpools(eventId));
  return useMutation({
    mutationFn: (carpool: NewCarpool) =>
      apiCall('POST', '/api/events/{eventId}/carpools', { params: { eventId }, body: carpool }),
    onSuccess: async () => {
      await changed();
      notify(TRAVEL_TOASTS.carpoolCreated);
    },
    onError: () => notify(TRAVEL_TOASTS.carpoolFailed),
  });
}

/** Joining or leaving: a seat changes hands, and the list is refreshed whatever the outcome. */
export function useCarpoolSeat(eventId: string, action: 'join' | 'leave') {
  const notify = useNotify();
  const changed = useTravelChanged(eventId, queryKeys.carpools(eventId));
  return useMutation({
    mutationFn: (carpoolId: string) =>
      action === 'join'
        ? apiCall('POST', '/api/carpools/{carpoolId}/join', { params: { carpoolId } })
        : apiCall('POST', '/api/carpools/{carpoolId}/leave', { params: { carpoolId } }),
    onSuccess: () => notify(action === 'join' ? TRAVEL_TOASTS.carpoolJoined : TRAVEL_TOASTS.carpoolLeft),
    onError: () => notify(action === 'join' ? TRAVEL_TOASTS.joinFailed : TRAVEL_TOASTS.leaveFailed),
    onSettled: changed,
  });
}
