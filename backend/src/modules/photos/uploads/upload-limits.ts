/** Spec section 5: images only, at most 10 MB per file. */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** How long a signed upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** Uploads a user may hold that are not yet a photo or a banner: two picks of 10 files (spec section 5). */
export const MAX_UNATTACHED_UPLOADS = 20;
/** An upload not used when its link expired is deleted, with its file, this long after. */
export const UNATTACHED_UPLOAD_GRACE_MS = 5 * 60 * 1000;
/** A transfer still under way when its link expired is given longer: its file is being written. */
export const RECEIVING_UPLOAD_GRACE_MS = 60 * 60 * 1000;
/** How often the worker deletes the uploads past their grace. */
export const UPLOAD_PURGE_INTERVAL_MS = 5 * 60 * 1000;
