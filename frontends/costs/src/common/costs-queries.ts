import { apiCall, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewExpense, NewPayment } from './costs-types';
import { COSTS_TOASTS } from './costs-toasts';

const currenciesKey = ['/api/costs/currencies'] as const;
/** The caller's party, under the parties' key as the shell keeps it: what changes parties refreshes it. */
const myPartyKey = (eventId: string) => [...queryKeys.parties(eventId), 'mine'] as const;

export function useCosts(eventId: string) {
  return useQuery({
    queryKey: queryKeys.costs(eventId),
    queryFn: () => apiCall('GET', '/api/events/{eventId}/costs', { params: { eventId } }),
  });
}

/** Every currency an expense can be in, with its decimals; the same for every event. */
export function useCurrencies() {
  return useQuery({
    queryKey: currenciesKey,
    queryFn: async () => (await apiCall('GET', '/api/costs/currencies')).currencies,
    staleTime: Infinity,
  });
}

/** The member list as the members section reads it (same key, same shape: one cache entry). */
export function useMembers(eventId: string) {
  return useQuery({
    queryKey: queryKeys.members(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/members', { params: { eventId } })).members,
  });
}

/** Every party with its guests: an admin-only read. */
export function useParties(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.parties(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/parties', { params: { eventId } })).parties,
    enabled,
  });
}

export function useMyParty(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: myPartyKey(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/parties/mine', { params: { eventId } })).party,
    enabled,
  });
}

/** Costs show in the activity feed too. */
function useCostsChanged(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.costs(eventId), queryKeys.activity(eventId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Adds an expense, or changes one when `expenseId` is given. */
export function useSaveExpense(eventId: string, expenseId?: string) {
  const notify = useNotify();
  const changed = useCostsChanged(eventId);
  return useMutation({
    mutationFn: (expense: NewExpense) =>
      expenseId
        ? apiCall('PATCH', '/api/expenses/{expenseId}', { params: { expenseId }, body: expense })
        : apiCall('POST', '/api/events/{eventId}/expenses', { params: { eventId }, body: expense }),
    onSuccess: async () => {
      await changed();
      notify(expenseId ? COSTS_TOASTS.expenseSaved : COSTS_TOASTS.expenseAdded);
    },
    onError: (error) => notify(COSTS_TOASTS.expenseFailed(error)),
  });
}

export function useDeleteExpense(eventId: string) {
  const notify = useNotify();
  const changed = useCostsChanged(eventId);
  return useMutation({
    mutationFn: (expenseId: string) => apiCall('DELETE', '/api/expenses/{expenseId}', { params: { expenseId } }),
    onSuccess: async () => {
      await changed();
      notify(COSTS_TOASTS.expenseDeleted);
    },
    onError: (error) => notify(COSTS_TOASTS.deleteFailed(error)),
  });
}

export function useRecordPayment(eventId: string) {
  const notify = useNotify();
  const changed = useCostsChanged(eventId);
  return useMutation({
    mutationFn: (payment: NewPayment) =>
      apiCall('POST', '/api/events/{eventId}/payments', { params: { eventId }, body: payment }),
    onSuccess: async () => {
      await changed();
      notify(COSTS_TOASTS.paymentRecorded);
    },
    onError: (error) => notify(COSTS_TOASTS.paymentFailed(error)),
  });
}

export function useDeletePayment(eventId: string) {
  const notify = useNotify();
  const changed = useCostsChanged(eventId);
  return useMutation({
    mutationFn: (paymentId: string) => apiCall('DELETE', '/api/payments/{paymentId}', { params: { paymentId } }),
    onSuccess: async () => {
      await changed();
      notify(COSTS_TOASTS.paymentDeleted);
    },
    onError: (error) => notify(COSTS_TOASTS.deleteFailed(error)),
  });
}

export function useSetEventCurrency(eventId: string) {
  const notify = useNotify();
  const changed = useCostsChanged(eventId);
  return useMutation({
    mutationFn: (currency: string) =>
      apiCall('PUT', '/api/events/{eventId}/costs/currency', { params: { eventId }, body: { currency } }),
    onSuccess: async (_, currency) => {
      await changed();
      notify(COSTS_TOASTS.currencySet(currency));
    },
    onError: (error) => notify(COSTS_TOASTS.currencyFailed(error)),
  });
}
