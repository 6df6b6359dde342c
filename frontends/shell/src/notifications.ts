import type { Notify, Toast } from '@gatherly/shared';

type Show = (toast: Toast) => void;

let show: Show | null = null;
const waiting: Toast[] = [];

/** Called by the toast host once antd is loaded and themed; shows what waited meanwhile. */
export function bindToasts(next: Show): void {
  show = next;
  waiting.splice(0).forEach(next);
}

/**
 * The app's notify: antd stays off the landing page's critical path, so the first toast loads the
 * toast host on demand and waits for it.
 */
export const notify: Notify = (toast) => {
  if (show) return show(toast);
  waiting.push(toast);
  if (waiting.length === 1) void import('./toast-host').then((host) => host.mountToastHost());
};
