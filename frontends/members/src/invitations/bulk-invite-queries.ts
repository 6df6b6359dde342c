import { apiRequest, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_TOASTS } from '../common/members-toasts';

export type BulkLineStatus = 'ok' | 'invalid' | 'duplicate' | 'member' | 'invited';

/** A line of a pasted list as the API judged it. */
export interface BulkInviteLine {
  line: number;
  raw: string;
  name: string | null;
  email: string | null;
  guestLimit: number;
  status: BulkLineStatus;
  message?: string;
}

export interface BulkInvitePreview {
  lines: BulkInviteLine[];
  sendable: number;
  quota: { remainingToday: number | null; placesLeft: number | null; wouldExceed: boolean };
  message?: string;
}

export interface BulkInviteResult {
  invited: number;
  skipped: BulkInviteLine[];
}

/** Reads the list without sending anything. */
export function useBulkPreview(eventId: string) {
  const notify = useNotify();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<BulkInvitePreview>('POST', `/api/events/${eventId}/invitations/bulk/preview`, { text }),
    onError: (error) => notify(MEMBER_TOASTS.bulkPreviewFailed(error)),
  });
}

/** Sends the list: the API reads it again and invites every line it can, or none when over a limit. */
export function useBulkSend(eventId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<BulkInviteResult>('POST', `/api/events/${eventId}/invitations/bulk`, { text }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.invitations(eventId) });
      notify(MEMBER_TOASTS.bulkSent(result.invited, result.skipped.length));
    },
    onError: (error) => notify(MEMBER_TOASTS.bulkFailed(error)),
  });
}
