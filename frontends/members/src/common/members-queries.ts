import { apiGet, apiRequest, type AssignableRole, type Member, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_TOASTS } from './members-toasts';

/** A guest named on an invitation: an adult or a child, the name given now or later. */
export interface InvitedGuest {
  name: string | null;
  ageGroup: 'adult' | 'child';
}

/** Who an invitation is for besides its e-mail: a name, and the guests they may bring. */
export interface InvitationParty {
  name: string | null;
  guestLimit: number;
  guests: InvitedGuest[];
}

/** A pending invitation as GET /invitations lists it to admins. */
export interface PendingInvitation extends InvitationParty {
  id: string;
  email: string;
  role: AssignableRole;
  invitedAt: string;
  invitedBy: { id: string; displayName: string };
  lastEmailSentAt: string | null;
}

export function useMembers(eventId: string) {
  return useQuery({
    queryKey: queryKeys.members(eventId),
    queryFn: async () => (await apiGet<{ members: Member[] }>(`/api/events/${eventId}/members`))?.members ?? [],
  });
}

/** Admins only: the API refuses everyone else. */
export function useInvitations(eventId: string) {
  return useQuery({
    queryKey: queryKeys.invitations(eventId),
    queryFn: async () =>
      (await apiGet<{ invitations: PendingInvitation[] }>(`/api/events/${eventId}/invitations`))?.invitations ?? [],
  });
}

/** Who belongs to the event shows in the member list, the event itself (its count) and the events list. */
function useMembershipChanged(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.members(eventId), queryKeys.event(eventId), queryKeys.events, queryKeys.activity(eventId)].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useInvite(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: { userEmail: string; role: AssignableRole } & Partial<InvitationParty>) =>
      apiRequest('POST', `/api/events/${eventId}/members`, invitation),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.invitations(eventId) });
      notify(MEMBER_TOASTS.invitationSent);
    },
    onError: (error) => notify(MEMBER_TOASTS.inviteFailed(error)),
  });
}

export function useRemoveMember(eventId: string) {
  const notify = useNotify();
  const changed = useMembershipChanged(eventId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('DELETE', `/api/events/${eventId}/members/${userId}`),
    onSuccess: async () => {
      // A removed member's carpools, seats and bed go with them, and the costs of those plans are split anew.
      await Promise.all([
        changed(),
        ...[queryKeys.carpools(eventId), queryKeys.stays(eventId), queryKeys.costs(eventId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ]);
      notify(MEMBER_TOASTS.memberRemoved);
    },
    onError: (error) => notify(MEMBER_TOASTS.removeFailed(error)),
  });
}

/** Re-send or revoke a pending invitation; the list is refreshed whatever the outcome. */
export function useInvitationAction(eventId: string, action: 'resend' | 'revoke') {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      action === 'resend'
        ? apiRequest('POST', `/api/events/${eventId}/invitations/${invitationId}/resend`)
        : apiRequest('DELETE', `/api/events/${eventId}/invitations/${invitationId}`),
    onSuccess: () => notify(action === 'resend' ? MEMBER_TOASTS.invitationResent : MEMBER_TOASTS.invitationRevoked),
    onError: (error) =>
      notify(action === 'resend' ? MEMBER_TOASTS.resendFailed(error) : MEMBER_TOASTS.revokeFailed(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations(eventId) }),
  });
}

/** An admin changes a pending invitation's name, guest limit or named guests. */
export function useUpdateInvitation(eventId: string, invitationId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: Partial<InvitationParty>) =>
      apiRequest('PATCH', `/api/events/${eventId}/invitations/${invitationId}`, party),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.invitations(eventId) });
      notify(MEMBER_TOASTS.invitationUpdated);
    },
    onError: (error) => notify(MEMBER_TOASTS.updateFailed(error)),
  });
}
