export const IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp', 'avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

/**
 * The image type a file really is, from its first bytes (never from its name or Content-Type), or
 * null for anything else: HTML, SVG, scripts and archives named .jpg are refused here.
 */
export function sniffImageType(head: Buffer): ImageType | null {
  if (head.length < SNIFF_BYTES) return null;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) return 'avif';
  return null;
}
