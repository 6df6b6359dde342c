import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isSavedRead } from './read-through-saved';

export interface OfflineStatus {
  /** No answer from the server lately (or the browser knows it has no network). */
  offline: boolean;
  /** While offline: when the oldest of the saved reads on screen was saved; null when none is shown. */
  savedAt: number | null;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOffline = () => !onlineManager.isOnline();
const noSubscription = () => () => undefined;

/** When the oldest read on screen was answered: what the screen shows is at least that old. */
function oldestOnScreen(client: QueryClient): number | null {
  const times = client
    .getQueryCache()
    .findAll({ type: 'active', predicate: (query) => isSavedRead(query.queryKey) && query.state.data !== undefined })
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : null;
}

/** Whether the app is offline and, if so, how old what it shows is. */
export function useOfflineStatus(): OfflineStatus {
  const client = useQueryClient();
  const offline = useSyncExternalStore(subscribeOnline, isOffline, () => false);
  // The query cache is only watched while offline: online, nothing here changes.
  const subscribeCache = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  const savedAt = useSyncExternalStore(
    offline ? subscribeCache : noSubscription,
    () => (offline ? oldestOnScreen(client) : null),
    () => null,
  );
  return { offline, savedAt };
}
