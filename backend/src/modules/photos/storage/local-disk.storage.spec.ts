import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

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
});
