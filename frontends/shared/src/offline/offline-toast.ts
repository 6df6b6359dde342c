import { onlineManager } from '@tanstack/react-query';
import type { Toast } from '../toasts';

/** What a failure while offline is titled: the change was refused, never queued, so nothing waits to be sent. */
export const OFFLINE_TITLE = "You're offline: nothing was sent";

/**
 * A failure toast raised while offline says so in its title; its description, the action's own text
 * ("Failed to add flight. Please try again."), still says what was not done.
 */
export function explainedOffline(toast: Toast, online = onlineManager.isOnline()): Toast {
  return toast.variant === 'destructive' && !online ? { ...toast, title: OFFLINE_TITLE } : toast;
}
