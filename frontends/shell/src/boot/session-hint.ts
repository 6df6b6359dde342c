import { useAuth } from '@gatherly/shared';
import { useEffect } from 'react';
import { SESSION_HINT_KEY } from './first-paint';

/**
 * Keeps the first paint's hint in step with the session: set once a session is established, removed once
 * the session check fails (a 401 for a visitor) or the user signs out, so the next page load paints the
 * right first screen before any script has run.
 */
export function useSessionHint(): void {
  const { user, loading } = useAuth();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (loading) return;
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  }, [signedIn, loading]);
}

/** Whether this browser had a session when it last knew: the first paint's guess at the first screen. */
export function hasSessionHint(): boolean {
  return localStorage.getItem(SESSION_HINT_KEY) === '1';
}
