import { apiRequest } from '@gatherly/shared';

/** PUTs the file to the signed URL, reporting progress from 0 to 100. */
function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    if (file.type) request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
    request.onerror = () => reject(new Error('No Internet connection'));
    request.send(file);
  });
}

/**
 * Spec section 7's upload: a signed URL from POST /api/objects/upload, the file PUT straight to it, then
 * the photo record. The server processes the image afterwards; until then it is the uploader's pending photo.
 */
export async function uploadPhoto(
  eventId: string,
  file: File,
  caption: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  const { uploadURL, objectPath } = await apiRequest<{ uploadURL: string; objectPath: string }>(
    'POST',
    '/api/objects/upload',
    {},
  );
  await putFile(uploadURL, file, onProgress);
  await apiRequest('POST', `/api/events/${eventId}/photos`, {
    filename: file.name,
    objectPath,
    caption: caption.trim() || null,
  });
}
