import type { Member, Party } from '@gatherly/shared';
import type { ExpenseParticipant, NewParticipant } from './costs-types';

/** Someone an expense can be split among: a member, a party's guest, or a whole party as one unit. */
export interface Sharer {
  key: string;
  label: string;
  participant: NewParticipant;
}

export const memberKey = (userId: string) => `member:${userId}`;
const guestKey = (guestId: string) => `guest:${guestId}`;
const partyKey = (partyId: string) => `party:${partyId}`;

/** The key of a participant as the API lists it on an expense. */
export function participantKey(participant: Pick<ExpenseParticipant, 'userId' | 'guestId' | 'partyId'>): string {
  if (participant.userId) return memberKey(participant.userId);
  if (participant.guestId) return guestKey(participant.guestId);
  return partyKey(participant.partyId ?? '');
}

type PartyPeople = Pick<Party, 'id' | 'members' | 'guests'>;

/** "Ana & Bo +2 (party)": a party as one unit, told apart from its members. */
export function partyUnitLabel(party: Pick<Party, 'members' | 'guests'>): string {
  const names = party.members.map((member) => member.displayName).join(' & ') || 'A party';
  return `${names}${party.guests.length ? ` +${party.guests.length}` : ''} (party)`;
}

function guestsOf(party: PartyPeople): Sharer[] {
  const host = party.members[0]?.displayName;
  return party.guests.map((guest) => ({
    key: guestKey(guest.id),
    label: guest.name ?? (host ? `Guest of ${host}` : 'Guest'),
    participant: { guestId: guest.id },
  }));
}

/**
 * Everyone an expense can be split among, as far as the caller may see: an admin sees every party with
 * its guests; a member sees the parties through the member list (their members only) and their own
 * party's guests. A party is offered as a unit only when it is more than one person.
 */
export function sharersOf({
  members,
  parties,
  myParty,
}: {
  members: Member[];
  parties: PartyPeople[] | undefined;
  myParty: PartyPeople | undefined;
}): Sharer[] {
  const known: PartyPeople[] = parties ?? partiesFromMembers(members, myParty);
  const people: Sharer[] = members.map((member) => ({
    key: memberKey(member.userId),
    label: member.user.displayName,
    participant: { userId: member.userId },
  }));
  const guests = known.flatMap(guestsOf);
  const units = known
    .filter((party) => party.members.length + party.guests.length > 1)
    .map((party) => ({ key: partyKey(party.id), label: partyUnitLabel(party), participant: { partyId: party.id } }));
  return [...people, ...guests, ...units];
}

function partiesFromMembers(members: Member[], myParty: PartyPeople | undefined): PartyPeople[] {
  const byParty = new Map<string, PartyPeople>();
  for (const member of members) {
    const party = byParty.get(member.partyId) ?? { id: member.partyId, members: [], guests: [] };
    party.members.push({ userId: member.userId, displayName: member.user.displayName, photoURL: member.user.photoURL });
    byParty.set(member.partyId, party);
  }
  if (myParty) byParty.set(myParty.id, myParty);
  return [...byParty.values()];
}

/**
 * The sharers with an expense's own participants added where the caller cannot see them otherwise (another
 * party's guest, to a member; a former member): editing keeps them without knowing more than their label.
 */
export function withParticipantsOf(sharers: Sharer[], participants: ExpenseParticipant[] = []): Sharer[] {
  const known = new Set(sharers.map((sharer) => sharer.key));
  const missing = participants
    .filter((participant) => !known.has(participantKey(participant)))
    .map((participant) => ({
      key: participantKey(participant),
      label: participant.label,
      participant: participant.userId
        ? { userId: participant.userId }
        : participant.guestId
          ? { guestId: participant.guestId }
          : { partyId: participant.partyId ?? '' },
    }));
  return [...sharers, ...missing];
}
