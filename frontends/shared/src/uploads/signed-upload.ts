import { apiRequest } from '../api/client';
import { OfflineError } from '../api/offline-error';

/** PUTs the file to the signed URL, reporting progress from 0 to 100 (fetch cannot report upload progress). */
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
    request.onerror = () => reject(new OfflineError());
    request.send(file);
  });
}

/**
 * Spec section 7's upload: a signed URL from POST /api/objects/upload (valid 15 minutes, one file, this
 * user only), then the file PUT straight to it. Answers the object path the photo or banner call takes.
 */
export async function uploadToSignedUrl(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { uploadURL, objectPath } = await apiRequest<{ uploadURL: string; objectPath: string }>(
    'POST',
    '/api/objects/upload',
    {},
  );
  await putFile(uploadURL, file, onProgress);
  return objectPath;
}
