/**
 * What the service worker (sw.ts) does with a push and a click on its notification: pure functions, tested
 * on their own, and read by the page too (the message it listens for). No worker globals here.
 */
import { isAppNavigation } from './requests';

/** What the worker tells the app's open windows when a push arrives, so their bell counts it at once. */
export const NOTIFICATION_MESSAGE_TYPE = 'gatherly:notification';

export function isNotificationMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === NOTIFICATION_MESSAGE_TYPE;
}

/** The app's icon, as the web app manifest names it. */
export const NOTIFICATION_ICON = '/icon-192.png';

/** Shown when a push carries nothing readable: a push must always show something (userVisibleOnly). */
const FALLBACK = { title: 'Gatherly', body: 'You have a new notification' } as const;

export interface ShownNotification {
  title: string;
  options: { body: string; tag?: string; icon: string; data: { url: string | null } };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The page path of an address, when it is one of the app's own screens on this origin; null for another
 * site, the API, or anything that is not an address. Clicks only ever lead into the app.
 */
export function appPath(address: unknown, origin: string): string | null {
  if (typeof address !== 'string' || !address) return null;
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!isAppNavigation(url, origin)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The notification a push shows: the server sends `{ title, body, url, tag }` as JSON (`payload` is the
 * push's text, or null without data). Its url is kept only when it is an app path of this origin.
 */
export function notificationOf(payload: string | null, origin: string): ShownNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null;
    if (typeof parsed === 'object' && parsed !== null) message = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown as the fallback, as a push must show something.
  }
  const title = text(message.title) ?? FALLBACK.title;
  const body = text(message.body) ?? FALLBACK.body;
  const tag = text(message.tag) ?? undefined;
  return {
    title,
    options: { body, ...(tag ? { tag } : {}), icon: NOTIFICATION_ICON, data: { url: appPath(message.url, origin) } },
  };
}

/** As much of a window client as the choice below reads. */
export interface WindowLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/**
 * The window of the app a click brings forward: the focused one, else a visible one, else any; only
 * windows of this origin (a worker's clients are, but a check costs nothing). Null when none is open.
 */
export function windowToOpen<W extends WindowLike>(windows: readonly W[], origin: string): W | null {
  const ours = windows.filter((window) => {
    try {
      return new URL(window.url).origin === origin;
    } catch {
      return false;
    }
  });
  return (
    ours.find((window) => window.focused) ??
    ours.find((window) => window.visibilityState === 'visible') ??
    ours[0] ??
    null
  );
}

/** What a click on a notification does, for the worker to carry out. */
export type ClickAction<W extends WindowLike> =
  { kind: 'navigate'; window: W; url: string } | { kind: 'open'; url: string };

/**
 * A click leads to the notification's screen: in an open window of the app if there is one, else in a
 * new one. A notification without an app path opens the app's start.
 */
export function clickAction<W extends WindowLike>(
  data: unknown,
  windows: readonly W[],
  origin: string,
): ClickAction<W> {
  const path = appPath((data as { url?: unknown } | null)?.url, origin) ?? '/';
  const url = new URL(path, origin).href;
  const window = windowToOpen(windows, origin);
  return window ? { kind: 'navigate', window, url } : { kind: 'open', url };
}

/** As much of a window client as a click's handling uses. */
export interface NavigableWindow extends WindowLike {
  navigate(url: string): Promise<NavigableWindow | null>;
  focus(): Promise<unknown>;
}

/**
 * Carries out a click: the app's open window goes to the screen and comes forward; when there is none, or
 * it cannot be navigated (a window the worker does not control refuses), a new window opens there. A
 * window that navigated but may not take the focus stays where it is: no second window for it.
 */
export async function openFromNotification<W extends NavigableWindow>(
  data: unknown,
  windows: readonly W[],
  origin: string,
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const action = clickAction(data, windows, origin);
  if (action.kind === 'navigate') {
    const navigated = await action.window.navigate(action.url).catch(() => null);
    if (navigated) {
      await navigated.focus().catch(() => undefined);
      return;
    }
  }
  await openWindow(action.url);
}

/** Shows a push's notification and tells the app's open windows, whose bells then ask again. */
export async function showPush(
  payload: string | null,
  origin: string,
  show: (title: string, options: ShownNotification['options']) => Promise<void>,
  windows: () => Promise<readonly { postMessage(message: unknown): void }[]>,
): Promise<void> {
  const { title, options } = notificationOf(payload, origin);
  const tell = windows().then((open) =>
    open.forEach((window) => window.postMessage({ type: NOTIFICATION_MESSAGE_TYPE })),
  );
  await Promise.all([show(title, options), tell]);
}
