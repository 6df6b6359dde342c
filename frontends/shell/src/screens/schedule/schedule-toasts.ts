import type { Toast } from '@gatherly/shared';

/** The schedule's toasts, in the style of spec section 8 (which has none for the schedule). */
export const SCHEDULE_TOASTS = {
  added: { title: 'Schedule Item Added' },
  addFailed: { title: 'Error', description: 'Failed to add schedule item. Please try again.', variant: 'destructive' },
  updated: { title: 'Schedule Item Updated' },
  updateFailed: {
    title: 'Error',
    description: 'Failed to update schedule item. Please try again.',
    variant: 'destructive',
  },
  deleted: { title: 'Schedule Item Deleted' },
  deleteFailed: {
    title: 'Error',
    description: 'Failed to delete schedule item. Please try again.',
    variant: 'destructive',
  },
  rsvpFailed: { title: 'Error', description: 'Failed to update RSVP. Please try again.', variant: 'destructive' },
  linkCopied: { title: 'Link Copied' },
  linkReset: { title: 'Calendar Link Reset', description: 'The old link no longer works.' },
  linkResetFailed: {
    title: 'Error',
    description: 'Failed to reset the calendar link. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, Toast>;
