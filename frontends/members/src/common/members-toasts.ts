import { errorMessage, type Toast } from '@gatherly/shared';

const failed = (error: unknown, fallback: string): Toast => ({
  title: 'Error',
  description: errorMessage(error, fallback),
  variant: 'destructive',
});

/** The member toasts of spec section 8, written once; re-send and revoke are ours (the spec has neither). */
export const MEMBER_TOASTS = {
  invitationSent: { title: 'Invitation Sent' },
  inviteFailed: (error: unknown) => failed(error, 'Failed to send invitation. Please try again.'),
  memberRemoved: { title: 'Member Removed' },
  removeFailed: (error: unknown) => failed(error, 'Failed to remove member. Please try again.'),
  invitationResent: { title: 'Invitation Re-sent' },
  resendFailed: (error: unknown) => failed(error, 'Failed to re-send invitation. Please try again.'),
  invitationRevoked: { title: 'Invitation Revoked' },
  revokeFailed: (error: unknown) => failed(error, 'Failed to revoke invitation. Please try again.'),
  invitationUpdated: { title: 'Invitation Updated' },
  updateFailed: (error: unknown) => failed(error, 'Failed to update invitation. Please try again.'),
  bulkSent: (invited: number, skipped: number): Toast => ({
    title: invited === 1 ? '1 Invitation Sent' : `${invited} Invitations Sent`,
    ...(skipped > 0 ? { description: `${skipped} ${skipped === 1 ? 'line was' : 'lines were'} skipped.` } : {}),
  }),
  bulkPreviewFailed: (error: unknown) => failed(error, 'Failed to read the list. Please try again.'),
  bulkFailed: (error: unknown) => failed(error, 'Failed to send the invitations. Please try again.'),
} as const;
