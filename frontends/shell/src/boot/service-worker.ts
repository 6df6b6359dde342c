/** Where the build puts the service worker (tooling/webpack.cjs, production builds only). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the shell's service worker (service-worker/sw.ts) once the page has loaded, so that its
 * precache downloads never compete with the first screen's. The browser checks for a new worker on every
 * start (the server sends it uncached): a deployed release is installed then. A development server has no
 * worker to register; the refusal is expected there and harmless.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  page: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> } = window,
): void {
  if (!container) return;
  const register = () => void container.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (page.document.readyState === 'complete') register();
  else page.addEventListener('load', register, { once: true });
}
