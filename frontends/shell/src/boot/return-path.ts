/** Where a signed-out visitor was going when the landing page took over, for after they sign in. */
export const RETURN_PATH_KEY = 'gatherly:return-path';

interface Surroundings {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const browser = (): Surroundings => ({ location: window.location, history: window.history, storage: sessionStorage });

/**
 * Signed out, an app route shows the landing page at / (spec section 2); the route is kept in this tab so
 * that signing in leads back to it.
 */
export function leaveForLanding({ location, history, storage }: Surroundings = browser()): void {
  if (location.pathname === '/') return;
  storage.setItem(RETURN_PATH_KEY, `${location.pathname}${location.search}${location.hash}`);
  history.replaceState(history.state, '', '/');
}

/** Once signed in: back to the route the visitor asked for, if they are still where the landing page left them. */
export function returnAfterSignIn({ location, history, storage }: Surroundings = browser()): void {
  const path = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  // Only a path of this app: never another origin, whatever the storage holds.
  if (path?.startsWith('/') && !path.startsWith('//') && location.pathname === '/') {
    history.replaceState(history.state, '', path);
  }
}
