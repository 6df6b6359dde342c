import { apiRequest } from '../api/client';
import type { User } from '../api/types';
import { CURRENT_EVENT_KEY } from '../event/current-event-storage';

/** A bearer token and when it expires (ms since the epoch), as the refresh and the sign-in popup answer. */
export interface SessionToken {
  token: string;
  expiresAt: number;
}

/** A signed-in session: the token the API calls carry and the user the server's login answered. */
export interface Session extends SessionToken {
  user: User;
}

/** A call with `token`, or with none: these run before AuthProvider holds a token. */
const call = <T>(method: string, path: string, token: string | null = null) =>
  apiRequest<T>(method, path, undefined, token);

/** A read with the session's token, for a page that fetches before its app (and AuthProvider) has loaded. */
export function getWithSession<T>(session: SessionToken, path: string): Promise<T> {
  return call<T>('GET', path, session.token);
}

/** The spec's sequence once a token is held: the server's secure-auth test, then login (spec section 7). */
export async function signInWithToken(token: SessionToken): Promise<Session> {
  await call('GET', '/api/auth/test', token.token);
  const { user } = await call<{ user: User }>('POST', '/api/auth/login', token.token);
  return { ...token, user };
}

/**
 * Resumes the session this browser holds: the refresh cookie buys a token, then the test and login run.
 * Rejects when there is no session or any step fails. It keeps no state and needs neither React nor
 * antd, so a page can run it before its app has loaded (the shell does, in a worker) and hand the result
 * to AuthProvider.
 */
export async function resumeSession(): Promise<Session> {
  return signInWithToken(await call<SessionToken>('POST', '/api/auth/refresh'));
}

/** The event this browser last had as current (CurrentEventProvider keeps it), readable before the app loads. */
export function storedCurrentEventId(): string | null {
  return localStorage.getItem(CURRENT_EVENT_KEY);
}
