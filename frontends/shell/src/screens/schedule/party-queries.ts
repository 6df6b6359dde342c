import { apiRequest, queryKeys, useAuth } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Party, PartyReply, PartyRsvps } from './party-reply-rules';

/** Under the members' key of the event: what changes a party's members or guests refreshes it. */
export const myPartyKey = (eventId: string) => ['/api/events', eventId, 'parties', 'mine'] as const;

/** The caller's party: who they answer for. One request per event, whatever asks for it. */
export function useMyParty(eventId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: myPartyKey(eventId),
    queryFn: async () => (await apiRequest<{ party: Party }>('GET', `/api/events/${eventId}/parties/mine`)).party,
    enabled: Boolean(user),
  });
}

/** The party's answers to one item, to start the reply from; under the schedule's key, refreshed with it. */
export function usePartyRsvps(eventId: string, itemId: string) {
  return useQuery({
    queryKey: [...queryKeys.schedule(eventId), itemId, 'rsvps'],
    queryFn: async () => (await apiRequest<{ party: PartyRsvps }>('GET', `/api/schedule/${itemId}/rsvps`)).party,
  });
}

/** Sends the whole party's reply; the schedule's counts, the questions' answers and the activity follow. */
export function useSendPartyReply(eventId: string, itemId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (reply: PartyReply) => apiRequest<{ party: PartyRsvps }>('PUT', `/api/schedule/${itemId}/rsvps`, reply),
    onSuccess: async () => {
      notify({ title: 'Reply sent' });
      await Promise.all(
        [queryKeys.schedule(eventId), queryKeys.questions(eventId), queryKeys.activity(eventId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/**
 * Adds a guest to the party, within its allowance, or renames one. The parties and RSVP routes are called
 * by path, with the contract's types (party-reply-rules.ts), until the generated API types include them.
 */
export function usePartyGuests(eventId: string, partyId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myPartyKey(eventId) });
  const guestsPath = `/api/events/${eventId}/parties/${partyId}/guests`;
  const add = useMutation({
    mutationFn: () => apiRequest('POST', guestsPath, {}),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ guestId, name }: { guestId: string; name: string | null }) =>
      apiRequest('PATCH', `${guestsPath}/${guestId}`, { name }),
    onSuccess: refresh,
  });
  return { add, rename };
}
