import type { Photo } from '@gatherly/shared';

export type GalleryFilter = 'all' | 'featured';

/** Search by caption or uploader display name, case-insensitive (spec section 2). */
export function matchesSearch(photo: Photo, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [photo.caption, photo.uploadedByUser?.displayName].some((text) => text?.toLowerCase().includes(needle));
}

export function filterPhotos(photos: readonly Photo[], search: string): Photo[] {
  return photos.filter((photo) => matchesSearch(photo, search));
}
