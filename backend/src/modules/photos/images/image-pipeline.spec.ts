import sharp from 'sharp';
import { ImageRejectedError, processBanner, processPhoto } from './image-pipeline';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });

describe('processPhoto', () => {
  it('writes a 250 px WebP thumbnail, a 1440 px JPEG preview and a full-size copy without metadata', async () => {
    const input = await solid(3000, 1500)
      .jpeg()
      .withMetadata({ orientation: 1 })
      .withExif({ IFD0: { Make: 'Cam' } })
      .toBuffer();
    const result = await processPhoto(input);
    expect(result).toMatchObject({ width: 3000, height: 1500, originalFormat: 'jpeg' });
    expect(await sharp(result.thumb).metadata()).toMatchObject({ format: 'webp', width: 250, height: 125 });
    expect(await sharp(result.preview).metadata()).toMatchObject({ format: 'jpeg', width: 1440, height: 720 });
    const original = await sharp(result.original).metadata();
    expect(original).toMatchObject({ width: 3000, height: 1500 });
    expect(original.exif).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const result = await processPhoto(await solid(100, 80).png().toBuffer());
    expect(await sharp(result.preview).metadata()).toMatchObject({ width: 100, height: 80 });
    expect(result.originalFormat).toBe('png');
  });

  it('refuses what is not an image', async () => {
    await expect(processPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).rejects.toThrow(
      ImageRejectedError,
    );
  });
});

describe('processBanner', () => {
  it('crops to a 1500 x 500 JPEG strip', async () => {
    const banner = await processBanner(await solid(1200, 1200).png().toBuffer());
    expect(await sharp(banner).metadata()).toMatchObject({ format: 'jpeg', width: 1500, height: 500 });
  });
});
