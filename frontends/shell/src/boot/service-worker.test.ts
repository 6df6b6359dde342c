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

describe('Registering the service worker', () => {
  it('waits for the page to load, so its downloads never compete with the first screen', () => {
    const container = { register: jest.fn().mockResolvedValue({}) };
    const page = pageIn('interactive');
    registerServiceWorker(container as unknown as ServiceWorkerContainer, page as never);
    expect(container.register).not.toHaveBeenCalled();
    page.load();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('registers at once on a loaded page, quietly where there is no worker to register', async () => {
    const refused = Promise.reject(new TypeError('The script has an unsupported MIME type'));
    const container = { register: jest.fn().mockReturnValue(refused) };
    registerServiceWorker(container as unknown as ServiceWorkerContainer, pageIn('complete') as never);
    expect(container.register).toHaveBeenCalledTimes(1);
    await expect(refused.catch(() => 'handled')).resolves.toBe('handled');
    expect(() => registerServiceWorker(undefined)).not.toThrow();
  });
});
