import {
  appPath,
  isNotificationMessage,
  type NavigableWindow,
  notificationOf,
  openFromNotification,
  showPush,
  windowToOpen,
} from './push-messages';

const ORIGIN = 'https://gatherly.test';

/** A window client of the app at `path`, recording what is done to it. */
function appWindow(path: string, state: Partial<Pick<NavigableWindow, 'focused' | 'visibilityState'>> = {}) {
  const done: string[] = [];
  const window: NavigableWindow & {
    done: string[];
    navigate: jest.Mock<Promise<NavigableWindow | null>, [string]>;
    focus: jest.Mock<Promise<unknown>, []>;
  } = {
    url: `${ORIGIN}${path}`,
    focused: false,
    visibilityState: 'hidden' as DocumentVisibilityState,
    ...state,
    done,
    navigate: jest.fn(async (url: string) => {
      done.push(`navigate ${url}`);
      return window;
    }),
    focus: jest.fn(async () => {
      done.push('focus');
      return window;
    }),
  };
  return window;
}

describe("A push's notification", () => {
  it('shows the title, text and tag the server sent, with the app icon, and keeps its screen for the click', () => {
    const payload = JSON.stringify({
      title: 'Harbour Wedding',
      body: 'Hana Host: The shuttle leaves at three',
      url: '/events/ev1',
      tag: 'n1',
    });
    expect(notificationOf(payload, ORIGIN)).toEqual({
      title: 'Harbour Wedding',
      options: {
        body: 'Hana Host: The shuttle leaves at three',
        tag: 'n1',
        icon: '/icon-192.png',
        data: { url: '/events/ev1' },
      },
    });
  });

  it('still shows something for a push without data or with unreadable data', () => {
    for (const payload of [null, '', 'not json', '42', JSON.stringify({ title: 7 })]) {
      const shown = notificationOf(payload, ORIGIN);
      expect(shown.title).toBe('Gatherly');
      expect(shown.options.body).toBe('You have a new notification');
      expect(shown.options.data.url).toBeNull();
    }
  });

  it('keeps no address that leads out of the app', () => {
    const urlOf = (url: unknown) =>
      notificationOf(JSON.stringify({ title: 't', body: 'b', url }), ORIGIN).options.data.url;
    expect(urlOf('https://evil.example/events/ev1')).toBeNull();
    expect(urlOf('//evil.example/x')).toBeNull();
    expect(urlOf('javascript:alert(1)')).toBeNull();
    expect(urlOf('/api/notifications/read-all')).toBeNull();
    expect(urlOf(42)).toBeNull();
    expect(urlOf(`${ORIGIN}/events/ev1?item=i1#top`)).toBe('/events/ev1?item=i1#top');
  });

  it('tells every open window of the app, beside showing the notification', async () => {
    const show = jest.fn(async () => undefined);
    const windows = [{ postMessage: jest.fn() }, { postMessage: jest.fn() }];
    await showPush(JSON.stringify({ title: 'Picnic', body: 'Rain plan' }), ORIGIN, show, async () => windows);
    expect(show).toHaveBeenCalledWith('Picnic', expect.objectContaining({ body: 'Rain plan' }));
    for (const window of windows) expect(window.postMessage).toHaveBeenCalledWith({ type: 'gatherly:notification' });
    expect(isNotificationMessage({ type: 'gatherly:notification' })).toBe(true);
    expect(isNotificationMessage({ type: 'CACHE_URLS' })).toBe(false);
    expect(isNotificationMessage(null)).toBe(false);
  });
});

describe('A click on a notification', () => {
  it("takes the app's open window to the notification's screen, then brings it forward", async () => {
    const open = appWindow('/events/ev1/photos');
    const openWindow = jest.fn(async () => null);
    await openFromNotification({ url: '/events/ev1?item=i1' }, [open], ORIGIN, openWindow);
    expect(open.done).toEqual([`navigate ${ORIGIN}/events/ev1?item=i1`, 'focus']);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none of the app is open', async () => {
    const openWindow = jest.fn(async () => null);
    await openFromNotification({ url: '/events/ev1' }, [], ORIGIN, openWindow);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/events/ev1`);
  });

  it('opens a new window when the open one refuses to navigate', async () => {
    const refusing = appWindow('/');
    refusing.navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    const openWindow = jest.fn(async () => null);
    await openFromNotification({ url: '/events/ev1' }, [refusing], ORIGIN, openWindow);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/events/ev1`);
  });

  it('stays put, without a second window, when the navigated window may not take the focus', async () => {
    const open = appWindow('/');
    open.focus.mockRejectedValueOnce(new Error('not allowed'));
    const openWindow = jest.fn(async () => null);
    await openFromNotification({ url: '/events/ev1' }, [open], ORIGIN, openWindow);
    expect(open.navigate).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("leads only into the app: another site's address or none opens the app's start", async () => {
    const openWindow = jest.fn(async () => null);
    await openFromNotification({ url: 'https://evil.example/' }, [], ORIGIN, openWindow);
    await openFromNotification(null, [], ORIGIN, openWindow);
    expect(openWindow.mock.calls).toEqual([[`${ORIGIN}/`], [`${ORIGIN}/`]]);
    expect(appPath('/events/ev1', ORIGIN)).toBe('/events/ev1');
  });

  it('prefers the focused window, then a visible one, and never one of another origin', () => {
    const hidden = appWindow('/a');
    const visible = appWindow('/b', { visibilityState: 'visible' });
    const focused = appWindow('/c', { focused: true, visibilityState: 'visible' });
    const foreign = { ...appWindow('/d', { focused: true }), url: 'https://other.test/d' };
    expect(windowToOpen([hidden, visible, focused, foreign], ORIGIN)).toBe(focused);
    expect(windowToOpen([hidden, visible], ORIGIN)).toBe(visible);
    expect(windowToOpen([hidden], ORIGIN)).toBe(hidden);
    expect(windowToOpen([foreign], ORIGIN)).toBeNull();
  });
});
