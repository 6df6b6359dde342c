/** Spec sections 5 and 9: one image of at most 10 MB; 1200x400 recommended. */
export const MAX_BANNER_BYTES = 10 * 1024 * 1024;
export const RECOMMENDED_SIZE = '1200x400';

/** The upload library's restriction message for a refused banner, or null. */
export function bannerProblem(file: { name: string; size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return 'Only images can be uploaded';
  if (file.size > MAX_BANNER_BYTES) return `${file.name} exceeds maximum allowed size of 10 MB`;
  return null;
}
