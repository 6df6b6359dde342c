import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest, setTokenSource } from '../api/client';
import type { User } from '../api/types';
import { CURRENT_EVENT_KEY } from '../event/current-event-storage';
import { isDomainError, type Notify, signInFailureDescription, TOASTS } from '../toasts';
import { popupSignIn } from './popup-sign-in';
import { rememberedUser } from './remembered-user';
import { currentToken, sessionKeeper } from './session-keeper';
import { resumeSession, type Session, signInWithToken } from './session';

export { REFRESH_BEFORE_EXPIRY_MS, REFRESH_RETRY_MS, refreshDelay } from './session-keeper';

export interface AuthValue {
  user: User | null;
  /** True until the first check of an existing session has finished. */
  loading: boolean;
  /** True during an interactive sign-in. */
  signingIn: boolean;
  /** Set when sign-in failed for an unauthorized domain: the setup guide should be shown. */
  domainError: boolean;
  /** Signs in through the popup: with Google unless another configured OpenID provider is asked for. */
  signIn: (provider?: 'google' | 'oidc') => Promise<void>;
  signOut: () => Promise<void>;
  /** Reloads the signed-in user (after a profile save). */
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

setTokenSource(currentToken);

/**
 * Who is signed in. On start the session this browser holds is resumed (refresh cookie, then the spec's
 * server test and login); an interactive sign-in runs the same test and login on the popup's token. The
 * server's refusal leaves no user, silently; no answer at all keeps the member remembered on this device
 * signed in until the server answers (session-keeper.ts). `resumedSession` is that start-up check when the
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
  const startup = useRef(resumedSession);
  const session = useMemo(() => sessionKeeper(setUser, queryClient), [queryClient]);

  useEffect(() => {
    // The page's own start-up check is used once: the refresh cookie rotates on every use.
    const started = startup.current ?? resumeSession();
    startup.current = undefined;
    started
      .then(session.adopt)
      .catch(session.startWithout)
      .finally(() => setLoading(false));
    const stopWatching = session.watchConnectivity();
    return () => {
      stopWatching();
      session.stop();
    };
  }, [session]);

  const signIn = useCallback(
    async (provider: 'google' | 'oidc' = 'google') => {
      setSigningIn(true);
      setDomainError(false);
      try {
        const signedIn = session.adopt(await signInWithToken(await popupSignIn(provider)));
        notify(TOASTS.signedIn(signedIn.displayName || signedIn.email));
      } catch (error) {
        if (isDomainError(error)) {
          setDomainError(true);
          throw error;
        }
        session.end();
        notify(TOASTS.signInFailed(signInFailureDescription(error)));
      } finally {
        setSigningIn(false);
      }
    },
    [session, notify],
  );

  const signOut = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
      session.end();
      queryClient.clear();
      localStorage.removeItem(CURRENT_EVENT_KEY);
      notify(TOASTS.signedOut);
    } catch {
      notify(TOASTS.signOutFailed);
    }
  }, [session, notify, queryClient]);

  const refreshUser = useCallback(async () => {
    const { user: current } = await apiRequest<{ user: User }>('POST', '/api/auth/login');
    rememberedUser.keep(current);
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
