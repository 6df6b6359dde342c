import type { InvitationParty } from '../common/members-queries';

/** "Party of 3 · with Tom Silva and a child": who an invitation brings, as the pending list says it. */
export function partySummary({ guestLimit, guests }: Pick<InvitationParty, 'guestLimit' | 'guests'>): string {
  if (guestLimit === 0) return 'No guests';
  const named = guests.map((guest) => guest.name ?? (guest.ageGroup === 'child' ? 'a child' : 'a guest'));
  const party = `Party of ${guestLimit + 1}`;
  if (named.length === 0) return `${party} · guests not named yet`;
  const last = named.pop()!;
  return `${party} · with ${named.length ? `${named.join(', ')} and ${last}` : last}`;
}
