import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from './refresh-token.service';

export const REFRESH_COOKIE = 'gatherly_refresh';

function options(secure: boolean): CookieSerializeOptions {
  // Strict: the cookie is only ever needed by the app's own pages calling /api/auth.
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth' };
}

export function setRefreshCookie(reply: FastifyReply, token: IssuedRefreshToken, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token.value, { ...options(secure), expires: token.expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, options(secure));
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
