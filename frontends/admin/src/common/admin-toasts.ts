import { errorMessage, type Toast } from '@gatherly/shared';
import { PLAN_LABEL } from './admin-wording';
import type { Plan } from './admin-types';

const failed = (error: unknown, fallback: string): Toast => ({
  title: 'Error',
  description: errorMessage(error, fallback),
  variant: 'destructive',
});

/** The console's toasts, written once; a failure shows the server's own message. */
export const ADMIN_TOASTS = {
  planChanged: (email: string, plan: Plan): Toast => ({
    title: 'Plan changed',
    description: `${email} is now on ${PLAN_LABEL[plan]}`,
  }),
  planFailed: (error: unknown) => failed(error, "Couldn't change the plan. Please try again."),
  signInDisabled: (email: string): Toast => ({
    title: 'Sign-in disabled',
    description: `${email} has been signed out everywhere`,
  }),
  signInEnabled: (email: string): Toast => ({ title: 'Sign-in enabled', description: `${email} can sign in again` }),
  signInFailed: (error: unknown) => failed(error, "Couldn't change sign-in. Please try again."),
  userDeleted: (email: string): Toast => ({ title: 'User deleted', description: `${email} and their data are gone` }),
  deleteFailed: (error: unknown) => failed(error, "Couldn't delete the user. Please try again."),
  jobRetried: { title: 'Job queued again' },
  retryFailed: (error: unknown) => failed(error, "Couldn't retry the job. Please try again."),
  testEmailFailed: (error: unknown) => failed(error, "Couldn't send the test e-mail. Please try again."),
} as const satisfies Record<string, Toast | ((...args: never[]) => Toast)>;
