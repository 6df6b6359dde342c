import { apiAnswer } from '../testing';
import { fakePushBrowser, TEST_ENDPOINT, TEST_PUBLIC_KEY, TEST_PUBLIC_KEY_BYTES } from './fake-push-browser';
import { applicationServerKey, PushProblem, pushSupported, turnOffPush, turnOnPush } from './push-on-this-device';

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/** The server: its public key, and what it answers to a new subscription. */
function server({ key = 200, subscribe = 201 }: { key?: number; subscribe?: number } = {}) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, ...(init?.body ? { body: JSON.parse(init.body as string) } : {}) });
    if (url === '/api/push/public-key')
      return Promise.resolve(
        key === 200
          ? apiAnswer(200, { publicKey: TEST_PUBLIC_KEY })
          : apiAnswer(key, { statusCode: key, message: 'Push notifications are not set up on this server' }),
      );
    if (url === '/api/push/subscriptions' && method === 'POST')
      return Promise.resolve(
        subscribe === 201
          ? apiAnswer(201, { endpoint: TEST_ENDPOINT })
          : apiAnswer(subscribe, { statusCode: subscribe, message: 'This push service is not supported' }),
      );
    if (method === 'DELETE') return Promise.resolve(apiAnswer(204));
    return Promise.resolve(apiAnswer(404));
  }) as unknown as typeof fetch;
  return calls;
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof PushProblem ? error.message : `not a PushProblem: ${String(error)}`),
  );

describe('Turning push on for this device', () => {
  it("asks permission, subscribes with the server's key and hands the subscription to the server", async () => {
    const calls = server();
    const browser = fakePushBrowser();
    await turnOnPush(browser.environment);
    expect(browser.log).toEqual(['ask permission', 'subscribe with the server key']);
    expect(calls).toEqual([
      { method: 'GET', url: '/api/push/public-key' },
      {
        method: 'POST',
        url: '/api/push/subscriptions',
        body: { endpoint: TEST_ENDPOINT, keys: { p256dh: 'device-p256dh', auth: 'device-auth' } },
      },
    ]);
    expect(browser.subscription()).not.toBeNull();
  });

  it('stops when the person does not allow notifications, subscribing nothing', async () => {
    const calls = server();
    const browser = fakePushBrowser({ answer: 'denied' });
    expect(await problemOf(turnOnPush(browser.environment))).toBe(
      "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
    );
    expect(browser.log).toEqual(['ask permission']);
    expect(calls).toEqual([]);
  });

  it("says so when the browser's push service refuses, and tells the server nothing", async () => {
    const calls = server();
    const browser = fakePushBrowser({ refuses: true });
    expect(await problemOf(turnOnPush(browser.environment))).toBe('This browser could not turn on push notifications');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("gives the server's reason when it refuses the subscription, and drops it again", async () => {
    server({ subscribe: 400 });
    const browser = fakePushBrowser();
    expect(await problemOf(turnOnPush(browser.environment))).toBe('This push service is not supported');
    expect(browser.log).toContain('unsubscribe');
    expect(browser.subscription()).toBeNull();
  });

  it('says when the server has no push set up', async () => {
    server({ key: 404 });
    const browser = fakePushBrowser();
    expect(await problemOf(turnOnPush(browser.environment))).toBe('Push notifications are not set up on this server');
    expect(browser.log).toEqual(['ask permission']);
  });

  it("replaces a subscription made with another key, and keeps one made with the server's", async () => {
    server();
    const stale = fakePushBrowser({ permission: 'granted', subscribedWith: Uint8Array.of(4, 9, 9) });
    await turnOnPush(stale.environment);
    expect(stale.log).toEqual(['ask permission', 'unsubscribe', 'subscribe with the server key']);
    const current = fakePushBrowser({ permission: 'granted', subscribedWith: TEST_PUBLIC_KEY_BYTES });
    await turnOnPush(current.environment);
    expect(current.log).toEqual(['ask permission']);
  });

  it('needs a service worker, the Push API and notifications', async () => {
    const { environment } = fakePushBrowser();
    expect(pushSupported(environment)).toBe(true);
    for (const lacking of [
      { ...environment, serviceWorker: undefined },
      { ...environment, notification: undefined },
      { ...environment, pushManager: false },
    ]) {
      expect(pushSupported(lacking)).toBe(false);
      expect(await problemOf(turnOnPush(lacking))).toMatch(/^This browser cannot show push notifications/);
    }
  });

  it('reads the base64url key as its bytes', () => {
    expect(Array.from(applicationServerKey(TEST_PUBLIC_KEY))).toEqual(Array.from(TEST_PUBLIC_KEY_BYTES));
    expect(Array.from(applicationServerKey('-_8'))).toEqual([251, 255]);
  });
});

describe('Turning push off for this device', () => {
  it('drops the subscription and tells the server which endpoint to forget', async () => {
    const calls = server();
    const browser = fakePushBrowser({ permission: 'granted', subscribedWith: TEST_PUBLIC_KEY_BYTES });
    await turnOffPush(browser.environment);
    expect(browser.subscription()).toBeNull();
    expect(calls).toEqual([
      { method: 'DELETE', url: `/api/push/subscriptions?endpoint=${encodeURIComponent(TEST_ENDPOINT)}` },
    ]);
  });

  it('does nothing when this device is not subscribed', async () => {
    const calls = server();
    await turnOffPush(fakePushBrowser().environment);
    expect(calls).toEqual([]);
  });
});
