import type { AdminUser, Plan } from './admin-types';

/** The plans as the pricing page names them. */
export const PLAN_LABEL: Record<Plan, string> = { free: 'Free', paid: 'Pro', enterprise: 'Enterprise' };

export const PLAN_OPTIONS = (Object.keys(PLAN_LABEL) as Plan[]).map((plan) => ({
  value: plan,
  label: PLAN_LABEL[plan],
}));

/** Whether the person can sign in: what an operator changes with Disable / Enable sign-in. */
export const statusLabel = (user: Pick<AdminUser, 'disabled'>) => (user.disabled ? 'Sign-in disabled' : 'Active');

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A size as a person reads it: "0 bytes", "512 KB", "1.5 GB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant in the viewer's zone, "Dec 6, 2026, 7:03 PM"; a dash when there is none. */
export const formatInstant = (iso: string | null | undefined) => (iso ? DATE_TIME.format(new Date(iso)) : '—');

/** What deleting a user takes with them, said before the operator confirms. */
export function deletionSummary(user: Pick<AdminUser, 'email' | 'eventsCreated' | 'storageBytes'>): string {
  const events =
    user.eventsCreated === 0
      ? 'no events of their own'
      : `the ${user.eventsCreated === 1 ? 'event' : `${user.eventsCreated} events`} they created, with all members, photos, travel plans and costs in ${user.eventsCreated === 1 ? 'it' : 'them'}`;
  return `This deletes ${user.email}, ${events} (${formatBytes(user.storageBytes)} of files), and their place in other people's events. It cannot be undone.`;
}
