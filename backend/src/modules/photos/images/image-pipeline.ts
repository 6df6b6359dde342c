import sharp from 'sharp';
import { sniffImageType, type ImageType } from './image-type';

/** Larger inputs are refused before decoding: a small file can claim billions of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const THUMB_SIZE = 250;
export const PREVIEW_SIZE = 1440;
export const PREVIEW_QUALITY = 80;
export const BANNER_WIDTH = 1500;
export const BANNER_HEIGHT = 500;

/** A file the worker will not turn into a photo; the reason is shown to its uploader. */
export class ImageRejectedError extends Error {}

export interface ProcessedPhoto {
  width: number;
  height: number;
  thumb: Buffer;
  preview: Buffer;
  original: Buffer;
  originalFormat: OriginalFormat;
}

export type OriginalFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The full-size copy keeps the upload's format where browsers show it everywhere. */
const ORIGINAL_FORMAT: Record<ImageType, OriginalFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'jpeg',
};

function open(input: Buffer): sharp.Sharp {
  // failOn 'truncated' refuses files cut short; rotate() applies and drops the EXIF orientation.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
}

function rejection(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new ImageRejectedError(`The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  if (/premature|truncated|corrupt|invalid|unsupported|bad seek|end of/i.test(message)) {
    return new ImageRejectedError('The image file is damaged or incomplete');
  }
  return error instanceof Error ? error : new Error(message);
}

async function encodeOriginal(input: Buffer, format: OriginalFormat): Promise<Buffer> {
  const image = open(input);
  switch (format) {
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      return image.jpeg({ quality: 90 }).toBuffer();
  }
}

/**
 * Turns an upload into the three stored sizes. The type is checked again from the bytes; every output
 * is auto-oriented and carries no metadata (sharp writes none unless asked), so no GPS position leaves
 * the server.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImageType(input.subarray(0, 16));
  if (!type) throw new ImageRejectedError('The file is not an image');
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    if (!width || !height) throw new ImageRejectedError('The image file is damaged or incomplete');
    const originalFormat = ORIGINAL_FORMAT[type];
    const [thumb, preview, original] = await Promise.all([
      open(input)
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
      open(input)
        .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: PREVIEW_QUALITY })
        .toBuffer(),
      encodeOriginal(input, originalFormat),
    ]);
    return { width, height, thumb, preview, original, originalFormat };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw rejection(error);
  }
}

/** An event banner: cropped to a 3:1 strip around the most interesting part of the image. */
export async function processBanner(input: Buffer): Promise<Buffer> {
  if (!sniffImageType(input.subarray(0, 16))) throw new ImageRejectedError('The file is not an image');
  try {
    return await open(input)
      .resize(BANNER_WIDTH, BANNER_HEIGHT, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: PREVIEW_QUALITY })
      .toBuffer();
  } catch (error) {
    throw rejection(error);
  }
}
