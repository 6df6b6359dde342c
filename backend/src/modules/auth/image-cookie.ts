import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedAccessToken } from './access-token.service';

export const IMAGE_COOKIE = 'gatherly_images';

/**
 * What the browser loads by itself, without the app's Authorization header: photos under the API, custom
 * banners under /objects, the calendar files that "Add to calendar" links download, and the exports that
 * Settings' download links fetch.
 */
const IMAGE_PATHS = ['/api/photos', '/objects/banners', '/api/calendar', '/api/exports'];

function options(secure: boolean, path: string): CookieSerializeOptions {
  // Sent only with requests for images, only from the app's own pages, never readable by scripts.
  return { httpOnly: true, sameSite: 'strict', secure, path };
}

/** The access token again, for <img> requests and download links; it lives exactly as long as the token. */
export function setImageCookie(reply: FastifyReply, access: IssuedAccessToken, secure: boolean): void {
  for (const path of IMAGE_PATHS) {
    reply.setCookie(IMAGE_COOKIE, access.token, { ...options(secure, path), expires: new Date(access.expiresAt) });
  }
}

export function clearImageCookie(reply: FastifyReply, secure: boolean): void {
  for (const path of IMAGE_PATHS) reply.clearCookie(IMAGE_COOKIE, options(secure, path));
}

export function readImageCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[IMAGE_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
