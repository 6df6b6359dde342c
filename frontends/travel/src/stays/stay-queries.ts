import { apiRequest, errorMessage, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAY_TOASTS } from './stay-toasts';
import type { NewRoom, NewStay, SleeperRef, Stay, StayFields, StaysAnswer } from './stay-types';

const path = (...parts: string[]) => `/api/${parts.map(encodeURIComponent).join('/')}`;

export function useStays(eventId: string) {
  return useQuery({
    queryKey: queryKeys.stays(eventId),
    queryFn: () => apiRequest<StaysAnswer>('GET', path('events', eventId, 'stays')),
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
    (stay: NewStay) => apiRequest<{ stay: Stay }>('POST', path('events', eventId, 'stays'), stay),
    { done: STAY_TOASTS.stayAdded, failed: STAY_TOASTS.stayNotSaved },
  );

export const useUpdateStay = (eventId: string) =>
  useStayChange(
    eventId,
    ({ stayId, changes }: { stayId: string; changes: StayFields }) =>
      apiRequest<{ stay: Stay }>('PATCH', path('stays', stayId), changes),
    { done: STAY_TOASTS.staySaved, failed: STAY_TOASTS.stayNotSaved },
  );

export const useDeleteStay = (eventId: string) =>
  useStayChange(eventId, (stayId: string) => apiRequest('DELETE', path('stays', stayId)), {
    done: STAY_TOASTS.stayDeleted,
    failed: STAY_TOASTS.stayNotDeleted,
  });

export const useAddRoom = (eventId: string) =>
  useStayChange(
    eventId,
    ({ stayId, room }: { stayId: string; room: NewRoom }) =>
      apiRequest<{ stay: Stay }>('POST', path('stays', stayId, 'rooms'), room),
    { done: STAY_TOASTS.roomSaved, failed: STAY_TOASTS.roomNotSaved },
  );

export const useUpdateRoom = (eventId: string) =>
  useStayChange(
    eventId,
    ({ roomId, changes }: { roomId: string; changes: Partial<NewRoom> }) =>
      apiRequest<{ stay: Stay }>('PATCH', path('stay-rooms', roomId), changes),
    { done: STAY_TOASTS.roomSaved, failed: STAY_TOASTS.roomNotSaved },
  );

export const useDeleteRoom = (eventId: string) =>
  useStayChange(eventId, (roomId: string) => apiRequest('DELETE', path('stay-rooms', roomId)), {
    done: STAY_TOASTS.roomDeleted,
    failed: STAY_TOASTS.roomNotDeleted,
  });

/** Puts someone in a room; the server moves them from any bed they had. */
export const usePutInBed = (eventId: string) =>
  useStayChange(
    eventId,
    ({ roomId, who }: { roomId: string; who: SleeperRef }) =>
      apiRequest<{ stay: Stay }>('POST', path('stay-rooms', roomId, 'sleepers'), who),
    { failed: STAY_TOASTS.bedNotTaken },
  );

export const useFreeBed = (eventId: string) =>
  useStayChange(
    eventId,
    ({ roomId, who }: { roomId: string; who: SleeperRef }) =>
      apiRequest<{ stay: Stay }>(
        'DELETE',
        `${path('stay-rooms', roomId, 'sleepers')}?${new URLSearchParams(who).toString()}`,
      ),
    { failed: STAY_TOASTS.bedNotFreed },
  );
