// The one place React's lazy is used directly: everything else loads through lazyRetrying.
// eslint-disable-next-line no-restricted-imports
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** The spec's back-off for data fetching, used for code too: from 1 s, doubling, to 30 s. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Runs `load` until it succeeds. A chunk that did not arrive (a phone between networks, a server restarting)
 * is asked for again after 1 s, then after twice as long each time up to 30 s, and at once when the browser
 * says it is back online; webpack loads a chunk again once its last attempt has failed.
 */
export function retryUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    let wait = FIRST_RETRY_MS;
    const attempt = () => {
      load().then(resolve, () => {
        const again = () => {
          clearTimeout(timer);
          window.removeEventListener('online', again);
          attempt();
        };
        const timer = setTimeout(again, wait);
        window.addEventListener('online', again);
        wait = Math.min(wait * 2, LONGEST_RETRY_MS);
      });
    };
    attempt();
  });
}

/**
 * React's `lazy`, whose loading retries a failure. React keeps a failed load for good and throws it to the
 * nearest error boundary on every render: one chunk missed while offline took the screen (or, with no
 * boundary, the whole app) down until a reload. Meanwhile the Suspense fallback stays.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy: any component type.
export function lazyRetrying<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => retryUntilLoaded(load));
}
