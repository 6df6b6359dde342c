import { apiCall } from '../api/api-call';
import { ApiError } from '../api/api-error';

/** Why push notifications could not be turned on, each with what the person is told. */
export const PUSH_PROBLEMS = {
  unsupported:
    'This browser cannot show push notifications. On an iPhone or iPad, add Gatherly to your home screen first.',
  denied: "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
  refused: 'This browser could not turn on push notifications',
  noWorker: 'Push notifications need the app to finish loading. Reload the page and try again.',
  failed: 'Failed to change push notifications. Please try again.',
} as const;

/** A refusal on the way to a subscription, with the text to show. */
export class PushProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushProblem';
  }
}

/** What the browser offers for Web Push; the browser's own by default, a stand-in in tests. */
export interface PushEnvironment {
  serviceWorker: ServiceWorkerContainer | undefined;
  notification: Pick<typeof Notification, 'permission' | 'requestPermission'> | undefined;
  pushManager: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  const scope = globalThis as Partial<typeof globalThis>;
  return {
    serviceWorker: typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
    notification: scope.Notification,
    pushManager: typeof scope.PushManager !== 'undefined',
  };
}

/** Web Push needs a service worker, the Push API and notifications (Safari on iOS only in an installed app). */
export function pushSupported(environment: PushEnvironment): boolean {
  return Boolean(environment.serviceWorker && environment.notification && environment.pushManager);
}

/** The server's VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/** How long the service worker may take to become active before turning push on gives up. */
const WORKER_READY_MS = 10_000;

/** The active service worker's registration: never on a page without one (a development server). */
async function readyRegistration(container: ServiceWorkerContainer): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushProblem(PUSH_PROBLEMS.noWorker)), WORKER_READY_MS);
  });
  try {
    return await Promise.race([container.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's current subscription, if the app's worker is registered and has one. */
export async function currentSubscription(container: ServiceWorkerContainer): Promise<PushSubscription | null> {
  const registration = await container.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The subscription as the server stores it. */
function subscriptionBody(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  if (!keys?.p256dh || !keys.auth) throw new PushProblem(PUSH_PROBLEMS.refused);
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The server's reason when it has one (push not set up, a push service it does not take), else `fallback`. */
function serverProblem(error: unknown, fallback: string): PushProblem {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage)
    return new PushProblem(error.serverMessage);
  return new PushProblem(fallback);
}

/**
 * Turns push on for this device: asks the person's permission, subscribes with the server's key (replacing
 * a subscription made with another key) and hands the subscription to the server. Raises a PushProblem
 * saying why when any step refuses; a subscription the server refuses is dropped again.
 */
export async function turnOnPush(environment: PushEnvironment): Promise<PushSubscription> {
  const { serviceWorker, notification } = environment;
  if (!serviceWorker || !notification || !pushSupported(environment)) throw new PushProblem(PUSH_PROBLEMS.unsupported);
  const permission = await notification.requestPermission();
  if (permission !== 'granted') throw new PushProblem(PUSH_PROBLEMS.denied);
  const { publicKey } = await apiCall('GET', '/api/push/public-key').catch((error: unknown) => {
    throw serverProblem(error, PUSH_PROBLEMS.failed);
  });
  const key = applicationServerKey(publicKey);
  const registration = await readyRegistration(serviceWorker);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // The browser's push service did not answer or refused (a browser without one, such as headless Chromium).
    throw new PushProblem(PUSH_PROBLEMS.refused);
  }
  try {
    await apiCall('POST', '/api/push/subscriptions', { body: subscriptionBody(subscription) });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw serverProblem(error, PUSH_PROBLEMS.failed);
  }
  return subscription;
}

/**
 * Turns push off for this device: the browser drops the subscription, and the server forgets it (should
 * that fail, the push service refuses the dead endpoint and the server forgets it then).
 */
export async function turnOffPush(environment: PushEnvironment): Promise<void> {
  if (!environment.serviceWorker) return;
  const subscription = await currentSubscription(environment.serviceWorker);
  if (!subscription) return;
  const { endpoint } = subscription;
  const dropped = await subscription.unsubscribe().catch(() => false);
  if (!dropped) throw new PushProblem(PUSH_PROBLEMS.failed);
  await apiCall('DELETE', '/api/push/subscriptions', { query: { endpoint } }).catch(() => undefined);
}
