import type { Notify, Toast } from '@gatherly/shared';
import { useSyncExternalStore } from 'react';

/**
 * The app's toasts until antd shows them. antd stays off the landing page's critical path, so the first
 * toast only asks for the toast host (toast-host.tsx, rendered lazily by Root) and waits here for it.
 */
type Show = (toast: Toast) => void;

let show: Show | null = null;
const waiting: Toast[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** The app's notify: shows the toast once the host has bound, and until then keeps it. */
export const notify: Notify = (toast) => {
  if (show) return show(toast);
  waiting.push(toast);
  if (wanted) return;
  wanted = true;
  // Not during whichever render called notify: Root renders the host on its next render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
};

/** Called by the toast host once antd is loaded and themed: shows what waited meanwhile. Returns the unbinding. */
export function bindToasts(next: Show): () => void {
  show = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (show === next) show = null;
  };
}

/** Whether a toast has asked for the toast host. The prerendered landing page has none, so it hydrates as false. */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
