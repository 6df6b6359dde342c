/**
 * Which requests the service worker (sw.ts) answers, and how: pure functions of the URL, tested on their
 * own. Everything not named here (the API's JSON, uploads, exports, sign-in) goes to the network untouched.
 */

/** A content-hashed chunk (the build names every chunk so, see tooling/webpack.cjs): never changes. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css)$/;

/**
 * What names the current release of an app and so must come from the network while there is one: the
 * shell's entry script and remote map, and each remote's manifest and entry, wherever it is deployed.
 */
const RELEASE_ENTRY = /(\/mf-manifest\.json|\/remoteEntry\.js)$/;
const SHELL_ENTRIES = new Set(['/main.js', '/remotes.json']);

/** Routes the app does not own: a navigation there (an export's download, the sign-in) is the server's. */
const SERVER_PATHS = /^\/(api|objects)(\/|$)/;

const PHOTO_IMAGE_PATH = /^\/api\/photos\/[^/]+\/image$/;

export function isReleaseEntry(url: URL, origin: string): boolean {
  return (url.origin === origin && SHELL_ENTRIES.has(url.pathname)) || RELEASE_ENTRY.test(url.pathname);
}

export function isHashedAsset(url: URL): boolean {
  return HASHED_ASSET.test(url.pathname);
}

/**
 * The app's code, of the shell or any remote: what the worker keeps for offline starts, and all that a page
 * names to it of what it loaded before the worker controlled it (never the API's data or photos).
 */
export function isAppCode(url: URL, origin: string): boolean {
  return isReleaseEntry(url, origin) || isHashedAsset(url);
}

export function isAppNavigation(url: URL, origin: string): boolean {
  return url.origin === origin && !SERVER_PATHS.test(url.pathname);
}

/**
 * The size of a photo's image as galleries and the dashboard show it (their srcset picks the thumbnail,
 * or the preview on a dense screen), or null: originals, downloads and anything else are never kept.
 */
export function galleryImageSize(url: URL, origin: string): 'thumb' | 'preview' | null {
  if (url.origin !== origin || !PHOTO_IMAGE_PATH.test(url.pathname)) return null;
  const size = url.searchParams.get('size');
  return size === 'thumb' || size === 'preview' ? size : null;
}
