/**
 * The service worker's caches of one user's data (thumbnails of their events) start with this; the
 * shell's service worker names them so, and a session's end deletes them from the page.
 */
export const PRIVATE_CACHE_PREFIX = 'gatherly-private-';

/** Deletes the service worker's caches of the signed-in user's data. */
export async function deletePrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => []);
  await Promise.all(
    names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((name) => caches.delete(name).catch(() => false)),
  );
}
