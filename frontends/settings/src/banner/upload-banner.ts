import { apiRequest, uploadToSignedUrl } from '@gatherly/shared';

/** The file goes to storage first; the server then crops it and makes it the banner once processed (202). */
export async function uploadBanner(eventId: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  const objectPath = await uploadToSignedUrl(file, onProgress);
  await apiRequest('POST', `/api/events/${eventId}/banner-photo`, {
    filename: file.name,
    objectURL: objectPath,
    setBanner: true,
  });
}
