import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ZipFile } from 'yazl';
import { photoFile } from '../photos/photo-files';
import type { PhotoSize } from '../photos/photo.entity';
import type { StorageDriver } from '../photos/storage/storage-driver';
import type { ExportedPhotoRow } from './exports.repository';

/** The full-size image first; a photo whose original is gone is exported at the largest size still stored. */
const LARGEST_FIRST: PhotoSize[] = ['original', 'preview', 'thumb'];

export interface ArchivedPhoto {
  photo: ExportedPhotoRow;
  /** The path inside the archive, or null when no size of the photo is stored any more. */
  file: string | null;
}

async function openLargest(
  storage: StorageDriver,
  photo: ExportedPhotoRow,
): Promise<{ stream: Readable; extension: string } | null> {
  for (const size of LARGEST_FIRST) {
    const { key } = photoFile(photo.id, size, photo.originalFormat);
    const stream = await storage.readStream(key);
    if (stream) return { stream, extension: key.slice(key.lastIndexOf('.') + 1).replace('jpeg', 'jpg') };
  }
  return null;
}

/** A name any file system accepts, kept readable: the upload's own name without its extension or path. */
export function archiveName(index: number, filename: string, extension: string): string {
  const base =
    filename
      .replace(/\.[^.]*$/, '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
      .replace(/\s+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'photo';
  return `${String(index + 1).padStart(4, '0')}-${base}.${extension}`;
}

/**
 * Adds the photos to the archive one at a time: the next file is opened only once the archive has read the
 * previous one, so memory stays flat whatever the number of photos, and a download that is abandoned stops
 * reading storage (the signal).
 */
export async function addPhotos(
  zip: ZipFile,
  folder: string,
  photos: readonly ExportedPhotoRow[],
  storage: StorageDriver,
  signal: AbortSignal,
): Promise<ArchivedPhoto[]> {
  const archived: ArchivedPhoto[] = [];
  for (const [index, photo] of photos.entries()) {
    if (signal.aborted) break;
    const found = await openLargest(storage, photo);
    if (!found) {
      archived.push({ photo, file: null });
      continue;
    }
    const file = `${folder}/${archiveName(index, photo.filename, found.extension)}`;
    // Photos are compressed already: stored as they are, which costs no CPU.
    zip.addReadStream(found.stream, file, { compress: false, mtime: new Date(photo.uploadedAt) });
    try {
      await finished(found.stream, { signal });
    } catch (error) {
      found.stream.destroy();
      if (signal.aborted) break;
      throw error;
    }
    archived.push({ photo, file: file.slice(folder.length + 1) });
  }
  return archived;
}
