import { POPUP_BLOCKED, SIGN_IN_CANCELLED, SIGN_IN_IN_PROGRESS } from '../toasts';
import { refreshDelay, REFRESH_BEFORE_EXPIRY_MS } from './auth-context';
import { POPUP_HEIGHT, POPUP_WIDTH, popupSignIn } from './popup-sign-in';

/** window.open is the browser's boundary: these tests stand in for the popup window it returns. */
function fakePopup() {
  return { closed: false } as unknown as Window & { closed: boolean };
}

function post(data: unknown, source: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

describe('popup sign-in', () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    open = jest.spyOn(window, 'open');
  });
  afterEach(async () => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    open.mockRestore();
  });

  it('opens a 500 x 600 popup at the API sign-in route and resolves with the posted token', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const signingIn = popupSignIn();
    expect(open.mock.calls[0]![0]).toBe(`/api/auth/google?origin=${encodeURIComponent(window.location.origin)}`);
    expect(open.mock.calls[0]![2]).toContain(`width=${POPUP_WIDTH},height=${POPUP_HEIGHT}`);
    post({ type: 'gatherly:signed-in', token: 't0k', expiresAt: 42 }, popup);
    await expect(signingIn).resolves.toEqual({ token: 't0k', expiresAt: 42 });
  });

  it('ignores messages from another origin or another window', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const signingIn = popupSignIn();
    post({ type: 'gatherly:signed-in', token: 'evil', expiresAt: 1 }, popup, 'https://evil.example');
    post({ type: 'gatherly:signed-in', token: 'evil', expiresAt: 1 }, window);
    post({ type: 'gatherly:signed-in', token: 'good', expiresAt: 2 }, popup);
    await expect(signingIn).resolves.toEqual({ token: 'good', expiresAt: 2 });
  });

  it("says 'Please allow popups for this site to sign in' when the popup is blocked", async () => {
    open.mockReturnValue(null);
    await expect(popupSignIn()).rejects.toThrow(POPUP_BLOCKED);
  });

  it("refuses a second attempt while one is in progress: 'Another sign in attempt in progress'", async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const first = popupSignIn();
    await expect(popupSignIn()).rejects.toThrow(SIGN_IN_IN_PROGRESS);
    popup.closed = true;
    jest.advanceTimersByTime(8000);
    await expect(first).rejects.toThrow(SIGN_IN_CANCELLED);
  });

  it('still takes the token posted just before the popup closed', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const signingIn = popupSignIn();
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(600);
    post({ type: 'gatherly:signed-in', token: 'late', expiresAt: 3 }, popup);
    await expect(signingIn).resolves.toEqual({ token: 'late', expiresAt: 3 });
  });

  it("notices a closed popup within 8 seconds: 'Sign in cancelled'", async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const signingIn = popupSignIn();
    let settled = false;
    signingIn.catch(() => (settled = true));
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(8000);
    expect(settled).toBe(true);
    await expect(signingIn).rejects.toThrow(SIGN_IN_CANCELLED);
  });
});

describe('silent refresh', () => {
  it('runs five minutes before the token expires, or at once when that moment has passed', () => {
    const now = 1_000_000;
    expect(refreshDelay(now + 15 * 60 * 1000, now)).toBe(10 * 60 * 1000);
    expect(refreshDelay(now + REFRESH_BEFORE_EXPIRY_MS, now)).toBe(0);
    expect(refreshDelay(now + 60 * 1000, now)).toBe(0);
  });
});
