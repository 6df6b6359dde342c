import { isAppCode } from '../service-worker/requests';

/** Where the build puts the service worker (tooling/webpack.cjs, production builds only). */
export const SERVICE_WORKER_URL = '/sw.js';

type Page = Pick<Window, 'addEventListener'> &
  Pick<typeof globalThis, 'PerformanceObserver'> & {
    document: Pick<Document, 'readyState'>;
    location: Pick<Location, 'origin'>;
  };

/**
 * Registers the shell's service worker (service-worker/sw.ts) once the page has loaded, so that its
 * precache downloads never compete with the first screen's. The browser checks for a new worker on every
 * start (the server sends it uncached): a deployed release is installed then. A development server has no
 * worker to register; the refusal is expected there and harmless.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  page: Page = window,
): void {
  if (!container) return;
  if (!container.controller) keepCodeLoadedBeforeControl(container, page);
  const register = () => void container.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (page.document.readyState === 'complete') register();
  else page.addEventListener('load', register, { once: true });
}

/**
 * A page the worker does not control yet (a member's first visit) loads sections past it. The page notes
 * the app code it loads and, when the worker takes over, names it in Workbox's CACHE_URLS message: the
 * worker keeps it as if it had loaded through it, so a section opened then works offline later. An
 * observer, not the resource timing buffer, which stops at 250 entries (a photo gallery's thumbnails).
 */
function keepCodeLoadedBeforeControl(container: ServiceWorkerContainer, page: Page): void {
  const loaded = new Set<string>();
  const note = (entries: PerformanceEntryList) => {
    for (const { name } of entries) if (isAppCode(new URL(name), page.location.origin)) loaded.add(name);
  };
  const observer = new page.PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'resource', buffered: true });
  const nameLoadedCode = () => {
    note(observer.takeRecords());
    observer.disconnect();
    container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...loaded] } });
  };
  container.addEventListener('controllerchange', nameLoadedCode, { once: true });
}
