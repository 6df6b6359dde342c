import { apiCall } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TOASTS } from './admin-toasts';
import type { AdminUser, Plan, TestEmailRequest } from './admin-types';

/** Every read of the console under one prefix: an operator's change refreshes what it touched. */
export const adminKeys = {
  users: (q: string) => ['/api/admin/users', 'search', q] as const,
  allUsers: ['/api/admin/users'] as const,
  user: (userId: string) => ['/api/admin/users', userId] as const,
  queues: ['/api/admin/queues'] as const,
  failed: (queue: string) => ['/api/admin/queues', queue, 'failed'] as const,
  audit: ['/api/admin/audit'] as const,
};

const PAGE_SIZE = 25;

export function useUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam }) =>
      apiCall('GET', '/api/admin/users', {
        query: { q: q || undefined, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useUser(userId: string) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: () => apiCall('GET', '/api/admin/users/{userId}', { params: { userId } }),
  });
}

/** After a change to a user: their page, every list they show in, and the audit that records it. */
function useUserChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([adminKeys.allUsers, adminKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useChangePlan(user: AdminUser) {
  const notify = useNotify();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (tier: Plan) =>
      apiCall('PUT', '/api/admin/users/{userId}/plan', { params: { userId: user.id }, body: { tier } }),
    onSuccess: async (_, tier) => {
      await changed();
      notify(ADMIN_TOASTS.planChanged(user.email, tier));
    },
    onError: (error) => notify(ADMIN_TOASTS.planFailed(error)),
  });
}

export function useSetSignIn(user: AdminUser) {
  const notify = useNotify();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      enabled
        ? apiCall('POST', '/api/admin/users/{userId}/enable', { params: { userId: user.id } })
        : apiCall('POST', '/api/admin/users/{userId}/disable', { params: { userId: user.id } }),
    onSuccess: async (_, enabled) => {
      await changed();
      notify(enabled ? ADMIN_TOASTS.signInEnabled(user.email) : ADMIN_TOASTS.signInDisabled(user.email));
    },
    onError: (error) => notify(ADMIN_TOASTS.signInFailed(error)),
  });
}

export function useDeleteUser(user: AdminUser, onDeleted: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('DELETE', '/api/admin/users/{userId}', { params: { userId: user.id } }),
    onSuccess: async () => {
      // Their page would only answer 404 now.
      queryClient.removeQueries({ queryKey: adminKeys.user(user.id) });
      onDeleted();
      await Promise.all(
        [adminKeys.allUsers, adminKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      notify(ADMIN_TOASTS.userDeleted(user.email));
    },
    onError: (error) => notify(ADMIN_TOASTS.deleteFailed(error)),
  });
}

export function useQueues() {
  return useQuery({
    queryKey: adminKeys.queues,
    queryFn: async () => (await apiCall('GET', '/api/admin/queues')).queues,
  });
}

export function useFailedJobs(queue: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.failed(queue),
    queryFn: async () =>
      (await apiCall('GET', '/api/admin/queues/{queue}/failed', { params: { queue }, query: { limit: 50 } })).jobs,
    enabled,
  });
}

export function useRetryJob(queue: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiCall('POST', '/api/admin/queues/{queue}/jobs/{jobId}/retry', { params: { queue, jobId } }),
    onSuccess: async () => {
      await Promise.all(
        [adminKeys.queues, adminKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      notify(ADMIN_TOASTS.jobRetried);
    },
    onError: (error) => notify(ADMIN_TOASTS.retryFailed(error)),
  });
}

/** The SMTP server's answer is shown where the operator asked, not in a toast that goes away. */
export function useSendTestEmail() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestEmailRequest) => apiCall('POST', '/api/admin/test-email', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    onError: (error) => notify(ADMIN_TOASTS.testEmailFailed(error)),
  });
}

export function useAudit() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) =>
      apiCall('GET', '/api/admin/audit', { query: { cursor: pageParam ?? undefined, limit: PAGE_SIZE } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
