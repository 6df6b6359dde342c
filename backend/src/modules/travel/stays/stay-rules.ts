/** The rules of who sleeps where: pure, so they are tested without a database. */

export const ROOM_FULL = 'This room is full';
export const ADMINS_ASSIGN_BEDS = 'Only admins assign beds in this stay';
export const OWN_PARTY_ONLY = 'You can take a bed only for yourself or a guest of your party';
export const CHECK_OUT_AFTER_CHECK_IN = 'Check-out must be after check-in';
export const ONE_PERSON = 'Send either a userId or a guestId';

/** A member (by user id) or a party's guest: exactly one of the two. */
export type Sleeper = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

/** The person named by a request, or null when it names none or both. */
export function sleeperOf(input: { userId?: string | null; guestId?: string | null }): Sleeper | null {
  if (input.userId && !input.guestId) return { userId: input.userId };
  if (input.guestId && !input.userId) return { guestId: input.guestId };
  return null;
}

/** What decides whether the caller may put a person in, or take them out of, a bed of a stay. */
export interface BedChange {
  callerIsAdmin: boolean;
  membersClaimBeds: boolean;
  callerId: string;
  callerPartyId: string | null;
  sleeper: Sleeper;
  /** The party of the member or guest being placed; null when they are not in the event. */
  sleeperPartyId: string | null;
}

/**
 * Admins place anyone. A member may, when the stay lets members claim beds, place themselves or a guest
 * their party brings, and nobody else.
 */
export function bedChangeRefusal(change: BedChange): string | null {
  if (change.callerIsAdmin) return null;
  if (!change.membersClaimBeds) return ADMINS_ASSIGN_BEDS;
  const { sleeper } = change;
  if (sleeper.userId !== undefined) return sleeper.userId === change.callerId ? null : OWN_PARTY_ONLY;
  return change.sleeperPartyId !== null && change.sleeperPartyId === change.callerPartyId ? null : OWN_PARTY_ONLY;
}

/** A room cannot sleep fewer than sleep there now. */
export function capacityRefusal(capacity: number, occupants: number): string | null {
  return capacity < occupants ? `This room already sleeps ${occupants}` : null;
}

/** Check-out, when both are set, comes after check-in. */
export function stayTimesRefusal(checkIn: Date | null, checkOut: Date | null): string | null {
  return checkIn && checkOut && checkOut.getTime() <= checkIn.getTime() ? CHECK_OUT_AFTER_CHECK_IN : null;
}
