import type { CookieOptions, Request, Response } from 'express';
import type { IssuedAccessToken } from './access-token.service';

export const IMAGE_COOKIE = 'gatherly_images';

function options(secure: boolean): CookieOptions {
  // Sent only with requests for photo images, only from the app's own pages, never readable by scripts.
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api/photos' };
}

/** The access token again, for <img> requests; it lives exactly as long as the token. */
export function setImageCookie(response: Response, access: IssuedAccessToken, secure: boolean): void {
  response.cookie(IMAGE_COOKIE, access.token, { ...options(secure), expires: new Date(access.expiresAt) });
}

export function clearImageCookie(response: Response, secure: boolean): void {
  response.clearCookie(IMAGE_COOKIE, options(secure));
}

export function readImageCookie(request: Request): string | null {
  const value: unknown = request.cookies?.[IMAGE_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
