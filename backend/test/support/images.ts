import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/** A photo as a phone takes it: landscape pixels with an EXIF orientation and a GPS position. */
export async function jpegWithGpsAndRotation(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data points to a GPS block (tag 0x8825, in either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

export const png = (width = 300, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } })
    .png()
    .toBuffer();

export const webp = (width = 2000, height = 1500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 200, b: 120 } } })
    .webp()
    .toBuffer();

/** A JPEG cut in half: its header is fine, its data ends early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A tiny PNG whose header claims 20,000 × 20,000 pixels: a decompression bomb. */
export async function pixelBomb(): Promise<Buffer> {
  const small = Buffer.from(await png(1, 1));
  // IHDR data starts after the 8-byte signature, 4-byte length and 4-byte type.
  small.writeUInt32BE(20_000, 16);
  small.writeUInt32BE(20_000, 20);
  small.writeUInt32BE(crc32(small.subarray(12, 29)), 29);
  return small;
}
