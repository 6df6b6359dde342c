import { type ApiAnswer, apiCall, queryKeys } from '@gatherly/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isNotificationMessage } from '../../../service-worker/push-messages';

export type NotificationPage = ApiAnswer<'/api/notifications', 'GET'>;

/** One entry of the caller's notification centre. */
export type NotificationItem = NotificationPage['notifications'][number];

/** Entries read at a time, the API's default. */
export const NOTIFICATION_PAGE_SIZE = 20;

const unreadKey = [...queryKeys.notifications, 'unread-count'] as const;
const listKey = [...queryKeys.notifications, 'list'] as const;

type Pages = InfiniteData<NotificationPage, string | null>;

/** How many of the caller's notifications are unread: 0 until known. */
export function useUnreadCount(): number {
  return (
    useQuery({
      queryKey: unreadKey,
      queryFn: async () => (await apiCall('GET', '/api/notifications/unread-count')).unreadCount,
    }).data ?? 0
  );
}

/** The caller's notifications, newest first, a page at a time (read while the list is shown). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) =>
      apiCall('GET', '/api/notifications', {
        query: { limit: NOTIFICATION_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Reads the count and the list again: when the list opens, after marking, when a push arrives. */
export function useRefreshNotifications(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }), [queryClient]);
}

/** Shows entries as read, and the count lowered by as many, before the server has answered. */
function useMarkedLocally() {
  const queryClient = useQueryClient();
  return async (isMarked: (item: NotificationItem) => boolean) => {
    await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
    const pages = queryClient.getQueryData<Pages>(listKey);
    const count = queryClient.getQueryData<number>(unreadKey);
    let newlyRead = 0;
    if (pages) {
      queryClient.setQueryData<Pages>(listKey, {
        ...pages,
        pages: pages.pages.map((page) => ({
          ...page,
          notifications: page.notifications.map((item) => {
            if (item.read || !isMarked(item)) return item;
            newlyRead += 1;
            return { ...item, read: true };
          }),
        })),
      });
    }
    if (typeof count === 'number') queryClient.setQueryData(unreadKey, Math.max(0, count - newlyRead));
    return { pages, count };
  };
}

/**
 * Marks entries read, at once on screen; whatever the server answers, the count and list are read again
 * (a failure puts back what it was first).
 */
function useMarkMutation<Variables>(
  send: (variables: Variables) => Promise<unknown>,
  marks: (variables: Variables) => (item: NotificationItem) => boolean,
) {
  const queryClient = useQueryClient();
  const markLocally = useMarkedLocally();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: send,
    onMutate: (variables: Variables) => markLocally(marks(variables)),
    onError: (_error, _variables, before) => {
      if (before?.pages) queryClient.setQueryData(listKey, before.pages);
      if (before && typeof before.count === 'number') queryClient.setQueryData(unreadKey, before.count);
    },
    onSettled: refresh,
  });
}

export function useMarkRead() {
  return useMarkMutation(
    (notificationId: string) =>
      apiCall('POST', '/api/notifications/{notificationId}/read', { params: { notificationId } }),
    (notificationId) => (item) => item.id === notificationId,
  );
}

export function useMarkAllRead() {
  return useMarkMutation(
    () => apiCall('POST', '/api/notifications/read-all'),
    () => () => true,
  );
}

/** When the service worker shows a push, the open page's bell asks the server again. */
export function useRefreshOnPush(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  const refresh = useRefreshNotifications();
  useEffect(() => {
    if (!container) return;
    const heard = (event: MessageEvent) => {
      if (isNotificationMessage(event.data)) void refresh();
    };
    container.addEventListener('message', heard);
    // Messages wait in a queue until the page says it listens; the queue may hold one from before.
    container.startMessages();
    return () => container.removeEventListener('message', heard);
  }, [container, refresh]);
}
