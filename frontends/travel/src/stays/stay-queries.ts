import { apiCall, errorMessage, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAY_TOASTS } from './stay-toasts';
import type { NewRoom, NewStay, RoomChanges, SleeperRef, StayChanges } from './stay-types';

export function useStays(eventId: string) {
  return useQuery({
    queryKey: queryKeys.stays(eventId),
    queryFn: () => apiCall('GET', '/api/events/{eventId}/stays', { params: { eventId } }),
  });
}

/**
 * Every stay change reads the stays again whatever the outcome (a 409 means someone else changed them),
 * and the costs too: a stay's cost is split among whoever sleeps there. Success speaks once they are read.
 */
function useStayChange<Variables>(
  eventId: string,
  send: (variables: Variables) => Promise<unknown>,
  toasts: { done?: string; failed: string },
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.stays(eventId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.costs(eventId) }),
    ]);
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await refresh();
      if (toasts.done) notify({ title: toasts.done });
    },
    onError: async (error) => {
      notify({ title: toasts.failed, description: errorMessage(error, STAY_TOASTS.tryAgain), variant: 'destructive' });
      await refresh();
    },
  });
}

export const useCreateStay = (eventId: string) =>
  useStayChange(
    eventId,
    (stay: NewStay) => apiCall('POST', '/api/events/{eventId}/stays', { params: { eventId }, body: stay }),
    { done: STAY_TOASTS.stayAdded, failed: STAY_TOASTS.stayNotSaved },
  );

export const useUpdateStay = (eventId: string) =>
  useStayChange(
    eventId,
    ({ stayId, changes }: { stayId: string; changes: StayChanges }) =>
      apiCall('PATCH', '/api/stays/{stayId}', { params: { stayId }, body: changes }),
    { done: STAY_TOASTS.staySaved, failed: STAY_TOASTS.stayNotSaved },
  );

export const useDeleteStay = (eventId: string) =>
  useStayChange(eventId, (stayId: string) => apiCall('DELETE', '/api/stays/{stayId}', { params: { stayId } }), {
    done: STAY_TOASTS.stayDeleted,
    failed: STAY_TOASTS.stayNotDeleted,
  });

export const useAddRoom = (eventId: string) =>
  useStayChange(
    eventId,
    ({ stayId, room }: { stayId: string; room: NewRoom }) =>
      apiCall('POST', '/api/stays/{stayId}/rooms', { params: { stayId }, body: room }),
    { done: STAY_TOASTS.roomSaved, failed: STAY_TOASTS.roomNotSaved },
  );

export const useUpdateRoom = (eventId: string) =>
  useStayChange(
    eventId,
    ({ roomId, changes }: { roomId: string; changes: RoomChanges }) =>
      apiCall('PATCH', '/api/stay-rooms/{roomId}', { params: { roomId }, body: changes }),
    { done: STAY_TOASTS.roomSaved, failed: STAY_TOASTS.roomNotSaved },
  );

export const useDeleteRoom = (eventId: string) =>
  useStayChange(eventId, (roomId: string) => apiCall('DELETE', '/api/stay-rooms/{roomId}', { params: { roomId } }), {
    done: STAY_TOASTS.roomDeleted,
    failed: STAY_TOASTS.roomNotDeleted,
  });

/** Puts someone in a room; the server moves them from any bed they had. */
export const usePutInBed = (eventId: string) =>
  useStayChange(
    eventId,
    ({ roomId, who }: { roomId: string; who: SleeperRef }) =>
      apiCall('POST', '/api/stay-rooms/{roomId}/sleepers', { params: { roomId }, body: who }),
    { failed: STAY_TOASTS.bedNotTaken },
  );

export const useFreeBed = (eventId: string) =>
  useStayChange(
    eventId,
    ({ roomId, who }: { roomId: string; who: SleeperRef }) =>
      apiCall('DELETE', '/api/stay-rooms/{roomId}/sleepers', { params: { roomId }, query: who }),
    { failed: STAY_TOASTS.bedNotFreed },
  );
