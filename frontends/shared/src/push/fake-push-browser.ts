import type { PushEnvironment } from './push-on-this-device';

/** The server's VAPID public key in tests: 65 bytes, an uncompressed P-256 point's length. */
export const TEST_PUBLIC_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index));
export const TEST_PUBLIC_KEY = btoa(String.fromCharCode(...TEST_PUBLIC_KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

export const TEST_ENDPOINT = 'https://push.example.com/send/device-1?x=1';

interface FakeOptions {
  permission?: NotificationPermission;
  /** What the person answers when asked. */
  answer?: NotificationPermission;
  /** The browser's push service refuses to subscribe. */
  refuses?: boolean;
  /** Already subscribed, with this key. */
  subscribedWith?: Uint8Array;
}

/**
 * Component and SDK tests only: a browser's Push API as the device helpers use it, recording what is asked
 * of it. Subscribing makes the current subscription; unsubscribing drops it.
 */
export function fakePushBrowser(options: FakeOptions = {}) {
  const log: string[] = [];
  const subscriptionWith = (key: Uint8Array) => {
    const subscription: PushSubscription = {
      endpoint: TEST_ENDPOINT,
      expirationTime: null,
      getKey: () => null,
      options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: TEST_ENDPOINT, keys: { p256dh: 'device-p256dh', auth: 'device-auth' } }),
      unsubscribe: async () => {
        log.push('unsubscribe');
        if (current === subscription) current = null;
        return true;
      },
    };
    return subscription;
  };
  let current: PushSubscription | null = options.subscribedWith ? subscriptionWith(options.subscribedWith) : null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async ({ applicationServerKey }: PushSubscriptionOptionsInit) => {
      const key = Array.from(applicationServerKey as Uint8Array);
      log.push(key.join() === Array.from(TEST_PUBLIC_KEY_BYTES).join() ? 'subscribe with the server key' : 'subscribe');
      if (options.refuses) throw new DOMException('Registration failed - push service error', 'AbortError');
      current = subscriptionWith(applicationServerKey as Uint8Array);
      return current;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const serviceWorker = {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  } as unknown as ServiceWorkerContainer;
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: async () => {
      log.push('ask permission');
      if (notification.permission === 'default') notification.permission = options.answer ?? 'granted';
      return notification.permission;
    },
  };
  const environment: PushEnvironment = { serviceWorker, notification, pushManager: true };
  return { environment, log, subscription: () => current };
}
