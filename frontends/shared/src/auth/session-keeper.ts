import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import type { User } from '../api/types';
import { deletePrivateCaches } from '../offline/private-caches';
import { savedReads } from '../offline/saved-reads';
import { rememberedUser } from './remembered-user';
import { resumeSession, type Session } from './session';

/** Tokens are refreshed in the background five minutes before they expire. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

/**
 * How long after a background refresh that found no network (or a server unable to answer) it is tried
 * again: the session has not ended, so the user stays signed in meanwhile.
 */
export const REFRESH_RETRY_MS = 30 * 1000;

/**
 * How often, while the server is out of reach, it is asked again. The browser's 'online' event says when
 * the network is back, but not always (a phone on one bar of signal, a server back while the network never
 * left): a request every 10 s costs nothing while offline and brings the session and data back soon after.
 */
export const RECONNECT_PROBE_MS = 10 * 1000;

/**
 * Only the server's refusal (401) ends a session; a lost signal or a restarting server does not. Read by
 * status, not by class: the shell's start-up check runs the session entry's own copy of the client.
 */
const sessionEnded = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/** Milliseconds until the silent refresh of a token expiring at `expiresAt`; at once if that is past. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now - REFRESH_BEFORE_EXPIRY_MS);
}

let accessToken: string | null = null;

/** The bearer token of the session, for the API client. */
export const currentToken = (): string | null => accessToken;

/** Everything of a session this device keeps for offline use goes when the session ends. */
function forgetDevice(): void {
  rememberedUser.forget();
  void savedReads.forget();
  void deletePrivateCaches();
}

/**
 * The session's life outside React: its token, the timer of its silent refresh, and the state between
 * (signed in as the remembered user while the server cannot be asked). One refresh at most is in flight:
 * the refresh cookie rotates on every use, and a second refresh racing the first would present a spent
 * cookie, which the server answers by ending the session.
 */
export function sessionKeeper(setUser: (user: User | null) => void, queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resuming: Promise<void> | null = null;
  /** Signed in as the remembered user, not yet confirmed by the server: no token until it answers. */
  let unverified = false;

  const later = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void resume(), delay);
  };
  // Only what is stale and on screen: the reads saved before going offline, and those that failed.
  const refetchStale = () => void queryClient.refetchQueries({ type: 'active', stale: true });

  const adopt = (found: Session): User => {
    accessToken = found.token;
    unverified = false;
    rememberedUser.keep(found.user);
    void savedReads.own(found.user.id);
    later(refreshDelay(found.expiresAt, Date.now()));
    setUser(found.user);
    return found.user;
  };

  const end = () => {
    const hadSession = accessToken !== null || unverified || rememberedUser.read() !== null;
    accessToken = null;
    unverified = false;
    clearTimeout(timer);
    setUser(null);
    if (hadSession) forgetDevice();
  };

  function resume(): Promise<void> {
    resuming ??= resumeSession()
      .then(
        (found) => {
          const wasUnverified = unverified;
          adopt(found);
          if (wasUnverified) refetchStale();
        },
        (error: unknown) => (sessionEnded(error) ? end() : later(REFRESH_RETRY_MS)),
      )
      .finally(() => {
        resuming = null;
      });
    return resuming;
  }

  return {
    adopt,
    end,
    /**
     * The start-up check failed. Refused by the server (401), or with no one ever signed in here: signed
     * out. Unanswered (no network, a server restarting): the member stays signed in as the remembered
     * user, reading what was saved, until the server can be asked again.
     */
    startWithout(error: unknown) {
      const remembered = rememberedUser.read();
      if (!remembered || sessionEnded(error)) return end();
      unverified = true;
      void savedReads.own(remembered.id);
      setUser(remembered);
      later(REFRESH_RETRY_MS);
    },
    /**
     * Follows whether the server answers (TanStack's online state, kept by the API client): once it does
     * again, the session is confirmed first if it is not, then what is stale on screen is refetched. While
     * it does not, it is asked every RECONNECT_PROBE_MS. Returns the unsubscription.
     */
    watchConnectivity(): () => void {
      let probe: ReturnType<typeof setInterval> | undefined;
      const ask = () => {
        if (unverified) void resume();
        else if (accessToken) void apiRequest('GET', '/api/auth/test').catch(() => undefined);
      };
      const unsubscribe = onlineManager.subscribe((online) => {
        clearInterval(probe);
        if (!online) {
          probe = setInterval(ask, RECONNECT_PROBE_MS);
          return;
        }
        if (unverified) void resume();
        else if (accessToken) refetchStale();
      });
      if (!onlineManager.isOnline()) probe = setInterval(ask, RECONNECT_PROBE_MS);
      return () => {
        clearInterval(probe);
        unsubscribe();
      };
    },
    stop: () => clearTimeout(timer),
  };
}
