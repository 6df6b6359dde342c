/** What the shell's service worker shares with the app: no DOM, no React, nothing else of the SDK. */
export { PRIVATE_CACHE_PREFIX } from './offline/private-caches';
