/**
 * The shell's service worker, built by Workbox's InjectManifest (tooling/webpack.cjs): the app starts and
 * shows what was saved without a network, and a release is picked up on the first start after it is
 * deployed.
 *
 * - The page and what names a release (the shell's main.js and remote map, each remote's mf-manifest.json
 *   and remoteEntry.js) come from the network first, and from the last copy only when it does not answer
 *   within a few seconds. So a deployed release always wins while there is a network.
 * - Content-hashed chunks never change under their name: the shell's are precached when the worker
 *   installs, each remote's are kept the first time the app loads them.
 * - A first visit's page loads code before the worker controls it. Once the worker takes over
 *   (clientsClaim), the page names that code in Workbox's CACHE_URLS message (boot/service-worker.ts), and
 *   the routes below keep it as if it had loaded through them.
 * - Photos as galleries show them come from the network first (the server decides who may see them), kept
 *   for offline in private caches that the end of the session deletes (PRIVATE_CACHE_PREFIX).
 * - The API's data is not cached here: the app keeps its reads per user (the SDK's saved reads).
 * - A Web Push shows its notification and tells the open windows (their bell asks again); a click on it
 *   brings the app to the notification's screen (push-messages.ts).
 */
import { PRIVATE_CACHE_PREFIX } from '@gatherly/shared/service-worker';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { openFromNotification, showPush } from './push-messages';
import { galleryImageSize, isAppNavigation, isHashedAsset, isReleaseEntry } from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const ORIGIN = self.location.origin;
const PAGE_CACHE = 'gatherly-page';
/** Every route of the single-page app is answered with the same page: one copy serves them all. */
const PAGE_KEY = new URL('/', ORIGIN).href;
/** Long enough for a slow phone's first byte, short enough that a dead signal falls back quickly. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;

/** Scripts load without CORS (opaque, status 0): keep them too. Nothing else that failed. */
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });

/** Before any copy of its own, the shell's entry comes from the precache (filled when the worker installed). */
const precacheWhenUnanswered: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await matchPrecache(request.url)) ?? undefined,
};

self.addEventListener('install', (event) => {
  // The page is cached now: the first start without a network may come before any navigation through here.
  event.waitUntil(caches.open(PAGE_CACHE).then((cache) => cache.add(PAGE_KEY)));
  void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => isReleaseEntry(url, ORIGIN),
  new NetworkFirst({
    cacheName: 'gatherly-release-entries',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOrOpaque, precacheWhenUnanswered],
  }),
);

precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, ORIGIN),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheKeyWillBeUsed: async () => PAGE_KEY }],
  }),
);

// Whatever asks: a script or style tag, or the page's CACHE_URLS message, whose requests have no destination.
registerRoute(
  ({ url }) => isHashedAsset(url),
  new CacheFirst({
    cacheName: 'gatherly-chunks',
    plugins: [
      okOrOpaque,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

/** Thumbnails are small (about 20 KB): many are kept. Previews (a dense screen's pick) weigh ten times more. */
const KEPT_IMAGES = { thumb: 2000, preview: 300 } as const;
for (const [size, maxEntries] of Object.entries(KEPT_IMAGES)) {
  registerRoute(
    ({ url }) => galleryImageSize(url, ORIGIN) === size,
    new NetworkFirst({
      cacheName: `${PRIVATE_CACHE_PREFIX}photos-${size}`,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}

// Web Push: the server sends `{ title, body, url, tag }` for each of the member's notifications.
self.addEventListener('push', (event) => {
  event.waitUntil(
    showPush(
      event.data?.text() ?? null,
      ORIGIN,
      (title, options) => self.registration.showNotification(title, options),
      () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        openFromNotification(event.notification.data, windows, ORIGIN, (url) => self.clients.openWindow(url)),
      ),
  );
});
