import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { apiRequest, setTokenSource } from '../api/client';
import type { User } from '../api/types';
import { CURRENT_EVENT_KEY } from '../event/current-event-storage';
import { isDomainError, type Notify, signInFailureDescription, TOASTS } from '../toasts';
import { popupSignIn } from './popup-sign-in';
import { resumeSession, type Session, signInWithToken } from './session';

/** Tokens are refreshed in the background five minutes before they expire. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

/**
 * How long after a background refresh that found no network (or a server unable to answer) it is tried
 * again: the session has not ended, so the user stays signed in meanwhile.
 */
export const REFRESH_RETRY_MS = 30 * 1000;

/** Only the server's refusal ends a session; a lost signal or a restarting server does not. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Milliseconds until the silent refresh of a token expiring at `expiresAt`; at once if that is past. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now - REFRESH_BEFORE_EXPIRY_MS);
}

export interface AuthValue {
  user: User | null;
  /** True until the first check of an existing session has finished. */
  loading: boolean;
  /** True during an interactive sign-in. */
  signingIn: boolean;
  /** Set when sign-in failed for an unauthorized domain: the setup guide should be shown. */
  domainError: boolean;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Reloads the signed-in user (after a profile save). */
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

let accessToken: string | null = null;
setTokenSource(() => accessToken);

/**
 * Who is signed in. On start the session this browser holds is resumed (refresh cookie, then the spec's
 * server test and login); an interactive sign-in runs the same test and login on the popup's token. Any
 * failure of the server check leaves no user, silently. `resumedSession` is that start-up check when the
 * page began it before React mounted (the shell's entry does, so its round trips overlap the scripts').
 */
export function AuthProvider({
  children,
  notify,
  resumedSession,
}: {
  children: ReactNode;
  notify: Notify;
  resumedSession?: Promise<Session>;
}) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [signingIn, setSigningIn] = useState(false);
  const [domainError, setDomainError] = useState(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startup = useRef(resumedSession);

  const clearSession = useCallback(() => {
    accessToken = null;
    clearTimeout(refreshTimer.current);
    setUser(null);
  }, []);

  const adoptSession = useCallback(
    (session: Session): User => {
      accessToken = session.token;
      const refresh = () =>
        void resumeSession().then(adoptSession, (error: unknown) => {
          if (sessionEnded(error)) clearSession();
          else refreshTimer.current = setTimeout(refresh, REFRESH_RETRY_MS);
        });
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(refresh, refreshDelay(session.expiresAt, Date.now()));
      setUser(session.user);
      return session.user;
    },
    [clearSession],
  );

  useEffect(() => {
    // The page's own start-up check is used once: the refresh cookie rotates on every use.
    const session = startup.current ?? resumeSession();
    startup.current = undefined;
    session
      .then(adoptSession)
      .catch(clearSession)
      .finally(() => setLoading(false));
    return () => clearTimeout(refreshTimer.current);
  }, [adoptSession, clearSession]);

  const signIn = useCallback(async () => {
    setSigningIn(true);
    setDomainError(false);
    try {
      const signedIn = adoptSession(await signInWithToken(await popupSignIn()));
      notify(TOASTS.signedIn(signedIn.displayName || signedIn.email));
    } catch (error) {
      if (isDomainError(error)) {
        setDomainError(true);
        throw error;
      }
      clearSession();
      notify(TOASTS.signInFailed(signInFailureDescription(error)));
    } finally {
      setSigningIn(false);
    }
  }, [adoptSession, clearSession, notify]);

  const signOut = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
      clearSession();
      queryClient.clear();
      localStorage.removeItem(CURRENT_EVENT_KEY);
      notify(TOASTS.signedOut);
    } catch {
      notify(TOASTS.signOutFailed);
    }
  }, [clearSession, notify, queryClient]);

  const refreshUser = useCallback(async () => {
    const { user: current } = await apiRequest<{ user: User }>('POST', '/api/auth/login');
    setUser(current);
  }, []);

  const value = useMemo(
    () => ({ user, loading, signingIn, domainError, signIn, signOut, refreshUser }),
    [user, loading, signingIn, domainError, signIn, signOut, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
