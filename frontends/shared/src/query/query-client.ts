import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data is cached for 5 minutes, never retried, never refetched on focus or on an
 * interval; mutations are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
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
  photos: (eventId: string) => ['/api/events', eventId, 'photos'] as const,
  flights: (eventId: string) => ['/api/events', eventId, 'flights'] as const,
  carpools: (eventId: string) => ['/api/events', eventId, 'carpools'] as const,
  schedule: (eventId: string) => ['/api/events', eventId, 'schedule'] as const,
  activity: (eventId: string) => ['/api/events', eventId, 'activity'] as const,
  bannerSlides: (eventId: string) => ['/api/events', eventId, 'banner-slides'] as const,
};
