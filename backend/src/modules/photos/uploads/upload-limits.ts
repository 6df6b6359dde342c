/** Spec section 5: images only, at most 10 MB per file. */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** How long a signed upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
