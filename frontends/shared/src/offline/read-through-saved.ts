import {
  notifyManager,
  type Query,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { OfflineError } from '../api/offline-error';
import { savedReads } from './saved-reads';

/**
 * The reads kept for when the network is gone: the event list and everything of an event (its details,
 * dashboard, schedule with the user's own answers, travel, members, photos).
 */
export const isSavedRead = (queryKey: QueryKey): boolean => queryKey[0] === '/api/events';

/** Queries whose latest data came from the device, not the server: not saved again as if new. */
const restored = new WeakSet<Query>();

/**
 * Saves every answer of a kept read as it lands in the cache: fetched, or seeded by the start-up check,
 * or written by a change (an optimistic answer is saved, then what the server says replaces it). Saves
 * run in a task of their own right after the render the answers cause (IndexedDB copies what it stores on
 * the caller's thread), and only the last answer of a query is saved if several arrive together. Not
 * later: a member who closes the app a moment after opening a screen must find it saved.
 */
export function keepSavedReads(client: QueryClient): void {
  const waiting = new Map<string, { data: unknown; session: number }>();
  const saveWaiting = () => {
    // An answer that arrived before its session ended (signed out meanwhile) is not saved for the next.
    for (const [queryHash, { data, session }] of waiting)
      if (session === savedReads.session()) void savedReads.save(queryHash, data);
    waiting.clear();
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    if (!isSavedRead(query.queryKey) || restored.delete(query)) return;
    if (waiting.size === 0) setTimeout(saveWaiting, 0);
    waiting.set(query.queryHash, { data: query.state.data, session: savedReads.session() });
  });
}

/**
 * Every query's fetch (TanStack Query's `persister` hook): the network first; when no answer comes
 * (OfflineError), the answer last saved, stamped with the time it was saved so the offline notice can say
 * how old it is, and marked stale so the first refetch online replaces it. Any other failure (a 403, a
 * 404) stays a failure: only the network's absence is covered for.
 */
export async function readThroughSaved<T>(
  queryFn: (context: QueryFunctionContext) => T | Promise<T>,
  context: QueryFunctionContext,
  query: Query,
): Promise<T> {
  if (!isSavedRead(query.queryKey)) return queryFn(context);
  try {
    return await queryFn(context);
  } catch (error) {
    const saved = error instanceof OfflineError ? await savedReads.read(query.queryHash) : null;
    if (!saved) throw error;
    restored.add(query);
    // The query stamps what this returns with the time it resolved: it is as old as its save, and stale
    // however recent, so that the network's answer replaces it as soon as there is one.
    notifyManager.schedule(() => query.setState({ dataUpdatedAt: saved.savedAt, isInvalidated: true }));
    return saved.data as T;
  }
}
