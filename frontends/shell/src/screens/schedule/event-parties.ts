import { apiCall, type ApiAnswer } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';

export type EventParty = ApiAnswer<'/api/events/{eventId}/parties', 'GET'>['parties'][number];

/** Beside the caller's own party (…, 'parties', 'mine'): refreshing the event's parties refreshes both. */
export const eventPartiesKey = (eventId: string) => ['/api/events', eventId, 'parties'] as const;

/** Every party of the event, for an admin choosing who is invited to an item (an admin-only read). */
export function useEventParties(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventPartiesKey(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/parties', { params: { eventId } })).parties,
    enabled,
  });
}

/** A party as an admin knows it: its members' names, and the guests it brings ("Ana & Bo +2 guests"). */
export function partyLabel(party: Pick<EventParty, 'members' | 'guests'>): string {
  const names = party.members.map((member) => member.displayName).join(' & ') || 'A party without members';
  const guests = party.guests.length;
  return guests === 0 ? names : `${names} +${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
