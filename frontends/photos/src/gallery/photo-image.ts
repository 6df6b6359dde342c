import type { ImageSize, Photo } from '@gatherly/shared';

/** Served to members only; <img> elements send the httpOnly image cookie, so a plain URL is enough. */
export const photoImageUrl = (photoId: string, size: ImageSize) => `/api/photos/${photoId}/image?size=${size}`;

/** The longest side of each stored size (backend THUMB_SIZE and PREVIEW_SIZE in the image pipeline). */
export const IMAGE_WIDTHS = { thumb: 250, preview: 1440 } as const;

/**
 * A gallery tile's `srcset`: the thumbnail where it is big enough, the preview on high-density screens
 * and wide tiles, so a thumbnail is never blown up.
 */
export const photoThumbnailSrcSet = (photoId: string) =>
  `${photoImageUrl(photoId, 'thumb')} ${IMAGE_WIDTHS.thumb}w, ${photoImageUrl(photoId, 'preview')} ${IMAGE_WIDTHS.preview}w`;

export const photoAlt = (photo: Pick<Photo, 'caption' | 'filename'>) => photo.caption || photo.filename;
