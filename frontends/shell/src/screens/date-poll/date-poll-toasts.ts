import type { Toast } from '@gatherly/shared';

/** The date poll's toasts, in the style of spec section 8 (which has none for it). */
export const DATE_POLL_TOASTS = {
  proposed: { title: 'Dates Proposed', description: 'Members can now vote for them.' },
  proposeFailed: { title: 'Error', description: 'Failed to propose dates. Please try again.', variant: 'destructive' },
  removed: { title: 'Candidate Removed' },
  removeFailed: {
    title: 'Error',
    description: 'Failed to remove the candidate. Please try again.',
    variant: 'destructive',
  },
  answerFailed: {
    title: 'Error',
    description: 'Failed to save your answer. Please try again.',
    variant: 'destructive',
  },
  chosen: { title: 'Dates Chosen', description: 'Members will be e-mailed the dates.' },
  chooseFailed: {
    title: 'Error',
    description: 'Failed to choose the dates. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, Toast>;
