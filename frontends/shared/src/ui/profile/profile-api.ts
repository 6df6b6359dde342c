import { apiGet, apiRequest } from '../../api/client';
import type { User } from '../../api/types';
import { queryKeys } from '../../query/query-client';
import { useQuery } from '@tanstack/react-query';
import { parseList } from './profile-lists';

/** A member's profile for one event: free text fields, allergies and who may see it. */
export type EventProfile = Record<string, unknown> & { eventAllergies: string[]; profileVisibility: string };

/** Form values: the list fields arrive as comma-separated text. */
type Values = Record<string, unknown>;

/** The user's core profile, read while the dialog is open. */
export function useCoreProfile(userId: string, open: boolean) {
  return useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: async () => (await apiGet<{ user: User }>(`/api/users/${userId}`))?.user ?? null,
    enabled: open,
  });
}

/** The user's profile for the current event, read while the dialog is open and there is an event. */
export function useEventProfile(eventId: string | undefined, userId: string, open: boolean) {
  return useQuery({
    queryKey: queryKeys.eventProfile(eventId ?? '', userId),
    queryFn: async () =>
      (await apiGet<{ profile: EventProfile }>(`/api/events/${eventId}/users/${userId}/profile`))?.profile ?? null,
    enabled: open && Boolean(eventId),
  });
}

export async function saveCoreProfile(userId: string, values: Values): Promise<void> {
  await apiRequest('PUT', `/api/users/${userId}`, {
    ...values,
    dietaryRestrictions: parseList(values.dietaryRestrictions as string | undefined),
    allergies: parseList(values.allergies as string | undefined),
  });
}

export async function saveEventProfile(eventId: string | undefined, userId: string, values: Values): Promise<void> {
  await apiRequest('PUT', `/api/events/${eventId}/users/${userId}/profile`, {
    ...values,
    eventAllergies: parseList(values.eventAllergies as string | undefined),
  });
}
