import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest, setTokenSource } from '../api/client';
import type { User } from '../api/types';
import { CURRENT_EVENT_KEY } from '../event/current-event-storage';
import { isDomainError, type Notify, signInFailureDescription, TOASTS } from '../toasts';
import { popupSignIn, type PopupToken } from './popup-sign-in';

/** Tokens are refreshed in the background five minutes before they expire. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

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
 * Who is signed in. On start the refresh cookie is tried; after an interactive sign-in the spec's
 * server test and login run, then the user is set. Any failure of the server check leaves no user,
 * silently.
 */
export function AuthProvider({ children, notify }: { children: ReactNode; notify: Notify }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [signingIn, setSigningIn] = useState(false);
  const [domainError, setDomainError] = useState(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearSession = useCallback(() => {
    accessToken = null;
    clearTimeout(refreshTimer.current);
    setUser(null);
  }, []);

  const adoptToken = useCallback(
    async ({ token, expiresAt }: PopupToken): Promise<User> => {
      accessToken = token;
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(
        () => {
          void apiRequest<PopupToken>('POST', '/api/auth/refresh').then(adoptToken, clearSession);
        },
        refreshDelay(expiresAt, Date.now()),
      );
      await apiRequest('GET', '/api/auth/test');
      const { user: signedIn } = await apiRequest<{ user: User }>('POST', '/api/auth/login');
      setUser(signedIn);
      return signedIn;
    },
    [clearSession],
  );

  useEffect(() => {
    apiRequest<PopupToken>('POST', '/api/auth/refresh')
      .then(adoptToken)
      .catch(clearSession)
      .finally(() => setLoading(false));
    return () => clearTimeout(refreshTimer.current);
  }, [adoptToken, clearSession]);

  const signIn = useCallback(async () => {
    setSigningIn(true);
    setDomainError(false);
    try {
      const signedIn = await adoptToken(await popupSignIn());
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
  }, [adoptToken, clearSession, notify]);

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
