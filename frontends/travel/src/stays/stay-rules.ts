import type { Dayjs } from 'dayjs';
import type { Sleeper, SleeperRef, Stay, StayKind, StayRoom } from './stay-types';

/** The contract's limits, written once for the dialogs. */
export const STAY_LIMITS = {
  name: 120,
  address: 200,
  bookingUrl: 500,
  bookingCode: 60,
  roomName: 80,
  beds: 120,
  minCapacity: 1,
  maxCapacity: 20,
  rooms: 30,
} as const;

export const KIND_LABEL: Record<StayKind, string> = { hotel: 'Hotel block', rental: 'Rental' };

export const CHECK_OUT_AFTER_CHECK_IN = 'Check-out must be after check-in';
export const BOOKING_URL_INVALID = 'Enter a link starting with http:// or https://';

/** A key that tells members and guests apart (their ids come from two tables). */
export const sleeperKey = (sleeper: Sleeper) =>
  sleeper.userId ? `user:${sleeper.userId}` : `guest:${sleeper.guestId ?? ''}`;

export const sleeperRef = (sleeper: Sleeper): SleeperRef =>
  sleeper.userId ? { userId: sleeper.userId } : { guestId: sleeper.guestId ?? '' };

export function parseSleeperKey(key: string): SleeperRef {
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  return kind === 'user' ? { userId: id } : { guestId: id };
}

export const freeBeds = (room: StayRoom) => Math.max(0, room.capacity - room.occupants.length);

/** Everyone in the event, bed or not, each once: the people an admin can put in a room. */
export function everyone(stays: Stay[], withoutBed: Sleeper[]): Sleeper[] {
  const inBeds = stays.flatMap((stay) => stay.rooms.flatMap((room) => room.occupants));
  return [...withoutBed, ...inBeds].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** The caller as a sleeper (bed or not): their party decides whose beds they may handle. */
export function findMe(stays: Stay[], withoutBed: Sleeper[], userId: string | undefined): Sleeper | undefined {
  if (!userId) return undefined;
  return everyone(stays, withoutBed).find((sleeper) => sleeper.userId === userId);
}

/**
 * Whose bed the caller may take or give up in this stay: an admin anyone's; a member, when the stay lets
 * members claim, their own and their party's guests'; otherwise nobody's.
 */
export function mayHandle(
  stay: Stay,
  sleeper: Sleeper,
  me: { userId: string | undefined; partyId: string | undefined; admin: boolean },
): boolean {
  if (me.admin) return true;
  if (!stay.membersClaimBeds || !me.userId) return false;
  if (sleeper.userId) return sleeper.userId === me.userId;
  return Boolean(me.partyId) && sleeper.partyId === me.partyId;
}

/** The guests of the caller's party (never members), for "Add a guest here". */
export function partyGuests(people: Sleeper[], partyId: string | undefined): Sleeper[] {
  if (!partyId) return [];
  return people.filter((sleeper) => !sleeper.userId && sleeper.partyId === partyId);
}

/** The room the person sleeps in, anywhere in the event. */
export function bedOf(stays: Stay[], key: string): { stay: Stay; room: StayRoom } | undefined {
  for (const stay of stays)
    for (const room of stay.rooms)
      if (room.occupants.some((occupant) => sleeperKey(occupant) === key)) return { stay, room };
  return undefined;
}

/** Each member's stay by user id, for the arrivals board. */
export function stayNameByUser(stays: Stay[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const stay of stays)
    for (const room of stay.rooms)
      for (const occupant of room.occupants) if (occupant.userId) names.set(occupant.userId, stay.name);
  return names;
}

/** "1 bed free", "3 beds free", "Full". */
export function freeBedsText(free: number): string {
  if (free <= 0) return 'Full';
  return `${free} ${free === 1 ? 'bed' : 'beds'} free`;
}

/** A booking link must be a web address the browser can open. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where each person sleeps ("Room 2, Villa Sol"), by sleeperKey. */
export function bedNames(stays: Stay[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const stay of stays)
    for (const room of stay.rooms)
      for (const occupant of room.occupants) names.set(sleeperKey(occupant), `${room.name}, ${stay.name}`);
  return names;
}

/** A stay is left after it is entered; with either missing there is nothing to compare. */
export function checkOutRefusal(checkIn: Dayjs | null | undefined, checkOut: Dayjs | null | undefined): string | null {
  if (!checkIn || !checkOut) return null;
  return checkOut.isAfter(checkIn) ? null : CHECK_OUT_AFTER_CHECK_IN;
}
