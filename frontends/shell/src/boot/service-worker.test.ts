import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

/** A page whose load has or has not finished, recording the listener it is given. */
function pageIn(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  return {
    document: { readyState },
    addEventListener: jest.fn((_type: string, listener: () => void) => listeners.push(listener)),
    load: () => listeners.forEach((listener) => listener()),
  };
}

/** The Node.js process the tests run in: it reports a rejected promise that nothing handled. */
type Listener = (reason: unknown) => void;
const node = (
  globalThis as unknown as { process: { on(type: string, l: Listener): void; off(type: string, l: Listener): void } }
).process;

describe('Registering the service worker', () => {
  it('waits for the page to load, so its downloads never compete with the first screen', () => {
    const container = { register: jest.fn().mockResolvedValue({}) };
    const page = pageIn('interactive');
    registerServiceWorker(container as unknown as ServiceWorkerContainer, page as never);
    expect(container.register).not.toHaveBeenCalled();
    page.load();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('registers at once on a loaded page, and a refused registration is no unhandled rejection', async () => {
    const unhandled = jest.fn();
    node.on('unhandledRejection', unhandled);
    try {
      const container = {
        register: jest.fn(() => Promise.reject(new TypeError('The script has an unsupported MIME type'))),
      };
      registerServiceWorker(container as unknown as ServiceWorkerContainer, pageIn('complete') as never);
      expect(container.register).toHaveBeenCalledTimes(1);
      // Node reports a rejection nobody handled once the task that made it has ended.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => registerServiceWorker(undefined)).not.toThrow();
  });
});
