import { MAX_PARTY_GUESTS } from './parties/party.entity';

/** The most people a party may be: the invitee and every guest they may bring. */
export const MAX_PARTY_SIZE = MAX_PARTY_GUESTS + 1;

const guests = (count: number) => `${count} guest${count === 1 ? '' : 's'}`;

/**
 * An invitation names at most as many guests as its party may bring; the rest are named later. Null when
 * the guests fit, else why not: one message for inviting and for editing a pending invitation.
 */
export function namedGuestsProblem(named: number, guestLimit: number): string | null {
  if (named <= guestLimit) return null;
  return guestLimit === 0
    ? `${guests(named)} named, but this invitation brings no guests: raise the number of guests first`
    : `${guests(named)} named, but this invitation brings at most ${guests(guestLimit)}`;
}
