import { SetMetadata } from '@nestjs/common';

export const ACCEPTS_IMAGE_COOKIE = 'gatherly:accepts-image-cookie';

/**
 * Lets a GET route that an <img> element or a download link loads (neither sends an Authorization header) accept
 * the access token from the image cookie. Every other route ignores that cookie.
 */
export const AcceptsImageCookie = () => SetMetadata(ACCEPTS_IMAGE_COOKIE, true);
