import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

const ORIGIN = 'https://gatherly.test';

/** The browser's resource timing as an observer sees it: entries delivered, and entries not yet delivered. */
class FakePerformanceObserver {
  static last: FakePerformanceObserver | null = null;
  pending: string[] = [];
  observing = false;

  constructor(private readonly callback: (list: { getEntries: () => PerformanceEntryList }) => void) {
    FakePerformanceObserver.last = this;
  }

  observe(options: PerformanceObserverInit) {
    this.observing = options.type === 'resource' && options.buffered === true;
  }

  deliver(...names: string[]) {
    this.callback({ getEntries: () => entries(names) });
  }

  takeRecords(): PerformanceEntryList {
    return entries(this.pending.splice(0));
  }

  disconnect() {
    this.observing = false;
  }
}

const entries = (names: string[]) => names.map((name) => ({ name: new URL(name, ORIGIN).href }) as PerformanceEntry);

/** A page whose load has or has not finished, recording the listener it is given. */
function pageIn(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  return {
    document: { readyState },
    location: { origin: ORIGIN },
    PerformanceObserver: FakePerformanceObserver,
    addEventListener: jest.fn((_type: string, listener: () => void) => listeners.push(listener)),
    load: () => listeners.forEach((listener) => listener()),
  };
}

/** The page's service worker container: the worker controlling it, if any, and its taking over. */
function containerOf(controller: { postMessage: jest.Mock } | null) {
  const listeners: (() => void)[] = [];
  const container = {
    controller,
    register: jest.fn().mockResolvedValue({}),
    addEventListener: jest.fn((type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    }),
    takeOver: (worker: { postMessage: jest.Mock }) => {
      container.controller = worker;
      listeners.splice(0).forEach((listener) => listener());
    },
  };
  return container;
}

/** The Node.js process the tests run in: it reports a rejected promise that nothing handled. */
type Listener = (reason: unknown) => void;
const node = (
  globalThis as unknown as { process: { on(type: string, l: Listener): void; off(type: string, l: Listener): void } }
).process;

describe('Registering the service worker', () => {
  it('waits for the page to load, so its downloads never compete with the first screen', () => {
    const container = containerOf(null);
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
      const container = containerOf(null);
      container.register.mockRejectedValue(new TypeError('The script has an unsupported MIME type'));
      registerServiceWorker(container as unknown as ServiceWorkerContainer, pageIn('complete') as never);
      expect(container.register).toHaveBeenCalledTimes(1);
      // Node reports a rejection nobody handled once the task that made it has ended.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });

  it('names to the worker taking over a first visit’s page the app code the page loaded, nothing else', () => {
    const container = containerOf(null);
    registerServiceWorker(container as unknown as ServiceWorkerContainer, pageIn('complete') as never);
    const observer = FakePerformanceObserver.last!;
    expect(observer.observing).toBe(true);
    // The shell, then the member opens Travel and a photo gallery while the worker is still installing.
    observer.deliver('/main.js', '/remotes.json', '/144.ca23782205.js', '/api/events/e1', '/manifest.webmanifest');
    observer.deliver(
      'http://localhost:3102/mf-manifest.json',
      'http://localhost:3102/remoteEntry.js',
      '/api/photos/p1/image?size=thumb',
    );
    observer.pending.push('http://localhost:3102/290.07ea047f79.js');

    const worker = { postMessage: jest.fn() };
    container.takeOver(worker);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          `${ORIGIN}/main.js`,
          `${ORIGIN}/remotes.json`,
          `${ORIGIN}/144.ca23782205.js`,
          'http://localhost:3102/mf-manifest.json',
          'http://localhost:3102/remoteEntry.js',
          'http://localhost:3102/290.07ea047f79.js',
        ],
      },
    });
    // From now on what the page loads goes through the worker.
    expect(observer.observing).toBe(false);
  });

  it('names nothing on a page the worker already controls: all it loaded went through the worker', () => {
    FakePerformanceObserver.last = null;
    const worker = { postMessage: jest.fn() };
    const container = containerOf(worker);
    registerServiceWorker(container as unknown as ServiceWorkerContainer, pageIn('complete') as never);
    expect(FakePerformanceObserver.last).toBeNull();
    container.takeOver({ postMessage: jest.fn() });
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => registerServiceWorker(undefined)).not.toThrow();
  });
});
