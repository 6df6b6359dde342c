import type { PhotoSize } from './photo.entity';
import type { OriginalFormat } from './images/image-pipeline';

const ORIGINAL_CONTENT_TYPES: Record<OriginalFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Where the worker stores each size of a photo, and what it is served as. */
export function photoFile(
  photoId: string,
  size: PhotoSize,
  originalFormat: string | null,
): { key: string; contentType: string } {
  switch (size) {
    case 'thumb':
      return { key: `photos/${photoId}/thumb.webp`, contentType: 'image/webp' };
    case 'preview':
      return { key: `photos/${photoId}/preview.jpg`, contentType: 'image/jpeg' };
    default: {
      const format = (originalFormat ?? 'jpeg') as OriginalFormat;
      return {
        key: `photos/${photoId}/original.${format}`,
        contentType: ORIGINAL_CONTENT_TYPES[format] ?? 'image/jpeg',
      };
    }
  }
}

export const allPhotoFiles = (photoId: string, originalFormat: string | null) =>
  (['thumb', 'preview', 'original'] as const).map((size) => photoFile(photoId, size, originalFormat).key);

export const bannerFile = (bannerId: string) => `banners/${bannerId}.jpg`;
