import type { SignedInUser, TestApp } from './test-app';

export interface UploadedPhoto {
  id: string;
  objectPath: string;
}

/** The browser's flow: ask for a signed URL, PUT the file to it, record the photo. */
export async function uploadFile(t: TestApp, user: SignedInUser, file: Buffer, contentType = 'image/jpeg') {
  const target = await t.http().post('/api/objects/upload').set(user.auth).expect(200);
  const put = await fetch(target.body.uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': contentType },
  });
  return { uploadURL: target.body.uploadURL as string, objectPath: target.body.objectPath as string, put };
}

export async function uploadPhoto(
  t: TestApp,
  user: SignedInUser,
  eventId: string,
  file: Buffer,
  caption = 'A photo',
): Promise<UploadedPhoto> {
  const { objectPath, put } = await uploadFile(t, user, file);
  if (put.status !== 200) throw new Error(`Upload refused: ${put.status} ${await put.text()}`);
  const created = await t
    .http()
    .post(`/api/events/${eventId}/photos`)
    .set(user.auth)
    .send({ filename: 'photo.jpg', objectPath, caption })
    .expect(201);
  return { id: created.body.photo.id, objectPath };
}

/** Waits until the worker has processed a photo, and answers its final status. */
export async function processed(
  t: TestApp,
  photoId: string,
  timeoutMs = 20_000,
): Promise<{ status: string; failureReason: string | null }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await t.db.query('SELECT status, "failureReason" FROM photos WHERE id = $1', [photoId]);
    if (row && row.status !== 'processing') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Photo ${photoId} still processing after ${timeoutMs} ms`);
}
