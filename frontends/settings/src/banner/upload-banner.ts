import { apiRequest } from '@gatherly/shared';

/** The PUT to the signed URL failed before any answer: the connection, not the file. */
export class OfflineError extends Error {}

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
    request.onerror = () => reject(new OfflineError('No Internet connection'));
    request.send(file);
  });
}

/**
 * Spec section 7: a signed URL, the file PUT to it, then POST banner-photo. The server crops the image
 * and makes it the banner once processed (answered 202).
 */
export async function uploadBanner(eventId: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  const { uploadURL, objectPath } = await apiRequest<{ uploadURL: string; objectPath: string }>(
    'POST',
    '/api/objects/upload',
    {},
  );
  await putFile(uploadURL, file, onProgress);
  await apiRequest('POST', `/api/events/${eventId}/banner-photo`, {
    filename: file.name,
    objectURL: objectPath,
    setBanner: true,
  });
}
