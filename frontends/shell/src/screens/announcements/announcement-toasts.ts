import type { Toast } from '@gatherly/shared';
import { memberCountLabel } from '../../app/layout/event-chip';

/** The announcements' toasts, in the style of spec section 8 (which has none for them). */
export const ANNOUNCEMENT_TOASTS = {
  posted: (recipients: number): Toast => ({
    title: 'Announcement posted',
    description: `Sent to ${memberCountLabel(recipients)}.`,
  }),
  postFailed: {
    title: 'Error',
    description: 'Failed to post the announcement. Please try again.',
    variant: 'destructive',
  },
  unpinned: { title: 'Announcement unpinned' },
  unpinFailed: {
    title: 'Error',
    description: 'Failed to unpin the announcement. Please try again.',
    variant: 'destructive',
  },
  deleted: { title: 'Announcement deleted' },
  deleteFailed: {
    title: 'Error',
    description: 'Failed to delete the announcement. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, Toast | ((recipients: number) => Toast)>;
