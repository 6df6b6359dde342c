import { type ApiAnswer, apiRequest, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_TOASTS } from '../common/members-toasts';

/** What the API made of a pasted list, line by line, and whether it fits the limits. */
export type BulkInvitePreview = ApiAnswer<'/api/events/{eventId}/invitations/bulk/preview', 'POST'>;
export type BulkInviteLine = BulkInvitePreview['lines'][number];
export type BulkLineStatus = BulkInviteLine['status'];
export type BulkInviteResult = ApiAnswer<'/api/events/{eventId}/invitations/bulk', 'POST'>;

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
