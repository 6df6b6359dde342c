import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC over the upload id and its expiry: the local upload URL proves itself, like a presigned S3 URL. */
export function uploadSignature(secret: string, uploadId: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload:${uploadId}:${expires}`).digest('base64url');
}

export function isValidUploadSignature(secret: string, uploadId: string, expires: number, signature: string): boolean {
  const expected = Buffer.from(uploadSignature(secret, uploadId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
