/** A newly created event is exempt from the membership check for 5 minutes; a sweep runs every minute. */
export const NEW_EVENT_MEMORY_MS = 5 * 60 * 1000;
export const NEW_EVENT_SWEEP_MS = 60 * 1000;

export type RecentlyCreated = ReadonlyMap<string, number>;

export function isRecentlyCreated(eventId: string, recent: RecentlyCreated, now: number): boolean {
  const createdAt = recent.get(eventId);
  return createdAt !== undefined && now - createdAt < NEW_EVENT_MEMORY_MS;
}

/** The user may switch only to an event of their own list, or one they have just created. */
export function canSwitchTo(
  eventId: string,
  listedIds: readonly string[],
  recent: RecentlyCreated,
  now: number,
): boolean {
  return listedIds.includes(eventId) || isRecentlyCreated(eventId, recent, now);
}

export function pruneRecentlyCreated(recent: RecentlyCreated, now: number): Map<string, number> {
  return new Map([...recent].filter(([, createdAt]) => now - createdAt < NEW_EVENT_MEMORY_MS));
}

export type EventAccess = 'loading' | 'allowed' | 'denied';

/** The event dashboard's access check (spec sections 2 and 4): an id the user cannot open is denied. */
export function eventAccess(
  eventId: string,
  listedIds: readonly string[] | undefined,
  recent: RecentlyCreated,
  now: number,
): EventAccess {
  if (listedIds === undefined) return 'loading';
  if (canSwitchTo(eventId, listedIds, recent, now)) return 'allowed';
  return 'denied';
}
