import { apiRequest, uploadToSignedUrl } from '@gatherly/shared';

/** The file goes to storage first; the photo record follows, and the server processes the image after. */
export async function uploadPhoto(
  eventId: string,
  file: File,
  caption: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  const objectPath = await uploadToSignedUrl(file, onProgress);
  await apiRequest('POST', `/api/events/${eventId}/photos`, {
    filename: file.name,
    objectPath,
    caption: caption.trim() || null,
  });
}
