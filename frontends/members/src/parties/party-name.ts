import type { Party } from '@gatherly/shared';

/** A party as people call it: its members' names, and how many guests they bring. */
export function partyName(party: Pick<Party, 'members' | 'guests'>): string {
  const names = party.members.map((member) => member.displayName).join(' & ') || 'no members';
  const guests = party.guests.length;
  return guests === 0 ? names : `${names} +${guests}`;
}
