import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from './local-disk.storage';

describe('LocalDiskStorage', () => {
  let directory: string;
  let storage: LocalDiskStorage;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'local-disk-'));
    storage = new LocalDiskStorage(directory, () => 'http://localhost/upload');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(directory, { recursive: true, force: true });
  });

  it("keeps a streamed upload's folder while another upload in it is deleted, the folder's last file", async () => {
    await storage.write('uploads/processed', Buffer.from('done'));
    const temporary = await storage.temporaryFor('uploads/arriving');
    // The image worker removes the upload it has processed, and with it the folder if that is now empty.
    await storage.delete(['uploads/processed']);
    await pipeline(Readable.from([Buffer.from('new photo')]), createWriteStream(temporary));
    expect(readFileSync(temporary, 'utf8')).toBe('new photo');
  });

  it('still removes a folder its last object leaves empty', async () => {
    await storage.write('photos/p1/original.png', Buffer.from('png'));
    await storage.delete(['photos/p1/original.png']);
    expect(existsSync(join(directory, 'photos', 'p1'))).toBe(false);
  });

  it('writes an object whole under its key, with no temporary file left beside it', async () => {
    await Promise.all([
      storage.write('photos/p2/thumb.webp', Buffer.from('a')),
      storage.write('photos/p2/thumb.webp', Buffer.from('a')),
    ]);
    expect(readFileSync(join(directory, 'photos', 'p2', 'thumb.webp'), 'utf8')).toBe('a');
    expect(readdirSync(join(directory, 'photos', 'p2'))).toEqual(['thumb.webp']);
  });

  it('keeps the folders every upload and every banner share when their last file is deleted', async () => {
    await storage.write('uploads/processed', Buffer.from('done'));
    await storage.write('banners/b1.jpg', Buffer.from('jpg'));
    await storage.delete(['uploads/processed', 'banners/b1.jpg']);
    // Uploads are received into uploads/ while the worker deletes processed ones: it must not go under them.
    expect(readdirSync(join(directory, 'uploads'))).toEqual([]);
    expect(readdirSync(join(directory, 'banners'))).toEqual([]);
  });

  it("makes a photo's folder again when it goes between mkdir finding it and checking it", async () => {
    // What mkdir answers when the folder it found existing is gone by the time it checks it is a folder.
    const gone = Object.assign(new Error('ENOENT: no such file or directory, mkdir'), { code: 'ENOENT' });
    jest.spyOn(fsPromises, 'mkdir').mockRejectedValueOnce(gone);
    await storage.write('photos/p3/thumb.webp', Buffer.from('thumb'));
    expect(readFileSync(join(directory, 'photos', 'p3', 'thumb.webp'), 'utf8')).toBe('thumb');
  });

  it('reads a file whole when it is deleted just after being handed out, and answers null when it is gone', async () => {
    await storage.write('photos/p4/preview.jpg', Buffer.from('preview'));
    const stream = await storage.readStream('photos/p4/preview.jpg');
    rmSync(join(directory, 'photos', 'p4'), { recursive: true });
    expect(Buffer.concat(await stream!.toArray()).toString()).toBe('preview');
    expect(await storage.readStream('photos/p4/preview.jpg')).toBeNull();
  });
});
