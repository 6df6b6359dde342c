import { apiGet, apiRequest, type AgeGroup, errorMessage, type Party, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Admins only: every party of the event with its members and guests. */
export function useParties(eventId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.parties(eventId),
    queryFn: async () => (await apiGet<{ parties: Party[] }>(`/api/events/${eventId}/parties`))?.parties ?? [],
    enabled,
  });
}

type PartyChange =
  | { kind: 'guestLimit'; guestLimit: number }
  | { kind: 'addGuest'; name: string | null; ageGroup: AgeGroup }
  | { kind: 'updateGuest'; guestId: string; name?: string | null; ageGroup?: AgeGroup }
  | { kind: 'removeGuest'; guestId: string }
  | { kind: 'join'; userId: string }
  | { kind: 'separate'; userId: string };

function send(eventId: string, partyId: string, change: PartyChange) {
  const party = `/api/events/${eventId}/parties/${partyId}`;
  switch (change.kind) {
    case 'guestLimit':
      return apiRequest('PATCH', party, { guestLimit: change.guestLimit });
    case 'addGuest':
      return apiRequest('POST', `${party}/guests`, { name: change.name, ageGroup: change.ageGroup });
    case 'updateGuest': {
      const { guestId, kind: _kind, ...fields } = change;
      return apiRequest('PATCH', `${party}/guests/${guestId}`, fields);
    }
    case 'removeGuest':
      return apiRequest('DELETE', `${party}/guests/${change.guestId}`);
    case 'join':
      return apiRequest('POST', `${party}/members`, { userId: change.userId });
    case 'separate':
      return apiRequest('DELETE', `${party}/members/${change.userId}`);
  }
}

/**
 * Any change to a party: its allowance, its guests, who is in it. Parties show in the member list, the
 * guest list and the schedule's head counts, so all of them are read again.
 */
export function usePartyChange(eventId: string, partyId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PartyChange) => send(eventId, partyId, change),
    onError: (error) =>
      notify({
        title: 'Error',
        description: errorMessage(error, 'Failed to change the party.'),
        variant: 'destructive',
      }),
    onSettled: () =>
      Promise.all(
        [queryKeys.parties(eventId), queryKeys.members(eventId), queryKeys.schedule(eventId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
