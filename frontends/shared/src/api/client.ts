import { ApiError } from './api-error';
import { OfflineError } from './offline-error';

type TokenSource = () => string | null;
type ReachabilityListener = (reachable: boolean) => void;

let tokenSource: TokenSource = () => null;
let reachability: ReachabilityListener = () => undefined;

/** The auth context tells the client where the current bearer token comes from. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

/**
 * Told after every call whether the server answered. The query client keeps TanStack's online state with
 * it: what the app's own calls find is a better guide than the browser's guess (a phone with one bar of
 * signal reports itself online).
 */
export function setReachabilityListener(listener: ReachabilityListener): void {
  reachability = listener;
}

/** The browser's own guess; workers and Node have a navigator too, tests may not. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function readBody(response: Response): Promise<{ body: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { body: null, text: response.statusText };
  try {
    const body: unknown = JSON.parse(text);
    return { body, text };
  } catch {
    return { body: null, text };
  }
}

/**
 * Every call of the app: same-origin, with cookies and the current bearer token (or `token`, for a page
 * that calls before AuthProvider holds one). A failed call raises an ApiError whose message is `status: text`;
 * a call that got no answer raises an OfflineError. A write is not even attempted while the browser knows
 * it is offline: it is refused, never queued, so nothing is sent later behind the user's back.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token: string | null = tokenSource(),
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && browserOffline()) {
    reachability(false);
    throw new OfflineError();
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    reachability(false);
    throw new OfflineError();
  }
  reachability(true);
  const { body: parsed, text } = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parsed);
  return parsed as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A data read: on 401 it yields null when so configured, otherwise it raises (spec section 7). */
export async function apiGet<T>(path: string, on401: UnauthorizedBehavior = 'throw'): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
