import { Transform } from 'class-transformer';

/**
 * The upload an address names: the local driver's `/api/objects/upload/<id>` or an object store's
 * `…/uploads/<id>`, with or without origin and query, as the uploadURL that POST /api/objects/upload
 * answered. Whose upload it is, is checked when it is spent.
 */
const UPLOAD_IN_PATH = /(?:^|\/)(?:api\/objects\/upload|uploads)\/([0-9a-f-]{36})$/;

export function uploadObjectPath(reference: string): string | null {
  let path: string;
  try {
    path = new URL(reference, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const id = UPLOAD_IN_PATH.exec(path)?.[1];
  return id ? `uploads/${id}` : null;
}

/**
 * Spec section 7's client has only the uploadURL: it is accepted, like its path, beside the objectPath
 * this API answers too. Anything else is left as sent for the validators to refuse.
 */
export const UploadReference = () =>
  Transform(({ value }) => (typeof value === 'string' ? (uploadObjectPath(value.trim()) ?? value) : value));
