import type { ImageSize, Photo } from '@gatherly/shared';

/** Served to members only; <img> elements send the httpOnly image cookie, so a plain URL is enough. */
export const photoImageUrl = (photoId: string, size: ImageSize) => `/api/photos/${photoId}/image?size=${size}`;

export const photoAlt = (photo: Pick<Photo, 'caption' | 'filename'>) => photo.caption || photo.filename;
