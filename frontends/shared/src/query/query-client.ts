import { onlineManager, QueryClient } from '@tanstack/react-query';
import { setReachabilityListener } from '../api/client';
import type { CommentSubjectKind } from '../messages/comment-types';
import { keepSavedReads, readThroughSaved } from '../offline/read-through-saved';

/**
 * Spec section 7: data is cached for 5 minutes, never retried, never refetched on focus or on an
 * interval; mutations are not retried.
 *
 * Offline, queries still run (networkMode 'always'): their fetch falls back to the reads saved on the
 * device (keepSavedReads, readThroughSaved) rather than waiting paused with nothing on screen. Mutations run too, and so
 * fail at once with an OfflineError: a change is refused, never parked to be replayed later. Coming back
 * online refetches what is stale once the session is back (AuthProvider), not before.
 */
export function createQueryClient(): QueryClient {
  setReachabilityListener((reachable) => onlineManager.setOnline(reachable));
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        networkMode: 'always',
        persister: readThroughSaved,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  keepSavedReads(client);
  return client;
}

/** Query keys, one home, so a mutation refreshes exactly the queries it changes. */
export const queryKeys = {
  events: ['/api/events'] as const,
  event: (eventId: string) => ['/api/events', eventId] as const,
  user: (userId: string) => ['/api/users', userId] as const,
  eventProfile: (eventId: string, userId: string) => ['/api/events', eventId, 'users', userId, 'profile'] as const,
  subscription: ['/api/user/subscription'] as const,
  emailPreferences: ['/api/user/email-preferences'] as const,
  limits: ['/api/user/subscription/limits'] as const,
  plans: ['/api/plans'] as const,
  members: (eventId: string) => ['/api/events', eventId, 'members'] as const,
  invitations: (eventId: string) => ['/api/events', eventId, 'invitations'] as const,
  parties: (eventId: string) => ['/api/events', eventId, 'parties'] as const,
  photos: (eventId: string) => ['/api/events', eventId, 'photos'] as const,
  flights: (eventId: string) => ['/api/events', eventId, 'flights'] as const,
  carpools: (eventId: string) => ['/api/events', eventId, 'carpools'] as const,
  stays: (eventId: string) => ['/api/events', eventId, 'stays'] as const,
  costs: (eventId: string) => ['/api/events', eventId, 'costs'] as const,
  schedule: (eventId: string) => ['/api/events', eventId, 'schedule'] as const,
  questions: (eventId: string) => ['/api/events', eventId, 'questions'] as const,
  activity: (eventId: string) => ['/api/events', eventId, 'activity'] as const,
  bannerSlides: (eventId: string) => ['/api/events', eventId, 'banner-slides'] as const,
  announcements: (eventId: string) => ['/api/events', eventId, 'announcements'] as const,
  /** The caller's notification centre: its list and its unread count live under this key. */
  notifications: ['/api/notifications'] as const,
  /** Not under the event's key: a thread is read when it is opened, not kept for reading offline. */
  comments: (subjectKind: CommentSubjectKind, subjectId: string) => ['/api/comments', subjectKind, subjectId] as const,
  commentCounts: (eventId: string) => ['/api/events', eventId, 'comment-counts'] as const,
};
