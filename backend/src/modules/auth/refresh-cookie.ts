import type { CookieOptions, Request, Response } from 'express';
import type { IssuedRefreshToken } from './refresh-token.service';

export const REFRESH_COOKIE = 'gatherly_refresh';

function options(secure: boolean): CookieOptions {
  // Strict: the cookie is only ever needed by the app's own pages calling /api/auth.
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth' };
}

export function setRefreshCookie(response: Response, token: IssuedRefreshToken, secure: boolean): void {
  response.cookie(REFRESH_COOKIE, token.value, { ...options(secure), expires: token.expiresAt });
}

export function clearRefreshCookie(response: Response, secure: boolean): void {
  response.clearCookie(REFRESH_COOKIE, options(secure));
}

export function readRefreshCookie(request: Request): string | null {
  const value: unknown = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
