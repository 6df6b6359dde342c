import { apiGet, apiRequest, type Carpool, type Flight, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRAVEL_TOASTS } from './travel-toasts';

/** An airport's arrivals within one window, as GET /flights/arrivals groups them. */
export interface ArrivalGroup {
  airport: string;
  firstArrival: string;
  lastArrival: string;
  flights: Flight[];
}

export interface ArrivalsBoard {
  windowMinutes: number;
  groups: ArrivalGroup[];
}

export interface NewFlight {
  airline: string;
  flightNumber: string;
  departure: string;
  arrival: string;
  departureTime: string;
  arrivalTime: string;
}

export interface NewCarpool {
  fromLocation: string;
  toLocation: string;
  departureTime: string;
  maxSeats: number;
}

/** Under the flights key, so whatever refreshes the flights refreshes the board too. */
export const arrivalsKey = (eventId: string) => [...queryKeys.flights(eventId), 'arrivals'] as const;

export function useFlights(eventId: string) {
  return useQuery({
    queryKey: queryKeys.flights(eventId),
    queryFn: async () => (await apiGet<{ flights: Flight[] }>(`/api/events/${eventId}/flights`))?.flights ?? [],
  });
}

export function useArrivals(eventId: string) {
  return useQuery({
    queryKey: arrivalsKey(eventId),
    queryFn: () => apiGet<ArrivalsBoard>(`/api/events/${eventId}/flights/arrivals`),
  });
}

export function useCarpools(eventId: string) {
  return useQuery({
    queryKey: queryKeys.carpools(eventId),
    queryFn: async () => (await apiGet<{ carpools: Carpool[] }>(`/api/events/${eventId}/carpools`))?.carpools ?? [],
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
  const changed = useTravelChanged(eventId, queryKeys.flights(eventId));
  return useMutation({
    mutationFn: (flight: NewFlight) => apiRequest('POST', `/api/events/${eventId}/flights`, flight),
    onSuccess: async () => {
      notify(TRAVEL_TOASTS.flightAdded);
      await changed();
    },
    onError: () => notify(TRAVEL_TOASTS.flightFailed),
  });
}

export function useCreateCarpool(eventId: string) {
  const notify = useNotify();
  const changed = useTravelChanged(eventId, queryKeys.carpools(eventId));
  return useMutation({
    mutationFn: (carpool: NewCarpool) => apiRequest('POST', `/api/events/${eventId}/carpools`, carpool),
    onSuccess: async () => {
      notify(TRAVEL_TOASTS.carpoolCreated);
      await changed();
    },
    onError: () => notify(TRAVEL_TOASTS.carpoolFailed),
  });
}

/** Joining or leaving: a seat changes hands, and the list is refreshed whatever the outcome. */
export function useCarpoolSeat(eventId: string, action: 'join' | 'leave') {
  const notify = useNotify();
  const changed = useTravelChanged(eventId, queryKeys.carpools(eventId));
  return useMutation({
    mutationFn: (carpoolId: string) => apiRequest('POST', `/api/carpools/${carpoolId}/${action}`),
    onSuccess: () => notify(action === 'join' ? TRAVEL_TOASTS.carpoolJoined : TRAVEL_TOASTS.carpoolLeft),
    onError: () => notify(action === 'join' ? TRAVEL_TOASTS.joinFailed : TRAVEL_TOASTS.leaveFailed),
    onSettled: changed,
  });
}
