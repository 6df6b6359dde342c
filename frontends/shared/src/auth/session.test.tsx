import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../query/query-client';
import { AuthProvider, REFRESH_RETRY_MS, useAuth } from './auth-context';
import { RECONNECT_PROBE_MS } from './session-keeper';
import type { User } from '../api/types';
import { rememberedUser } from './remembered-user';
import { resumeSession, type Session } from './session';
import { apiAnswer } from '../testing';

const answer = (status: number, body: unknown) => Promise.resolve(apiAnswer(status, body));

const user = { id: 'u1', email: 'pat@example.com', displayName: 'Pat' };

/** The auth API of a browser holding a session (or not), recording what was asked with which token. */
function serve(signedIn: boolean) {
  const fetchMock = jest.fn((path: string, init: RequestInit) => {
    if (!signedIn) return answer(401, { message: 'Unauthorized' });
    const bearer = (init.headers as Record<string, string>).Authorization;
    if (path === '/api/auth/refresh') return answer(200, { token: 'fresh', expiresAt: Date.now() + 3_600_000 });
    if (bearer !== 'Bearer fresh') return answer(401, { message: 'Unauthorized' });
    if (path === '/api/auth/login') return answer(200, { user });
    return answer(200, {});
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function Who() {
  const { user: current, loading } = useAuth();
  return <p>{loading ? 'checking' : (current?.displayName ?? 'nobody')}</p>;
}

function renderAdopting(started: Promise<Session>) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider notify={jest.fn()} resumedSession={started}>
        <Who />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('Resuming a session', () => {
  it("runs the refresh, then the server's test and login with the refreshed token", async () => {
    const fetchMock = serve(true);
    await expect(resumeSession()).resolves.toMatchObject({ token: 'fresh', user });
    expect(fetchMock.mock.calls.map(([path, init]) => `${init.method} ${path}`)).toEqual([
      'POST /api/auth/refresh',
      'GET /api/auth/test',
      'POST /api/auth/login',
    ]);
  });

  it('rejects without a session', async () => {
    serve(false);
    await expect(resumeSession()).rejects.toThrow('401');
  });

  it('is adopted by AuthProvider when the page started it, with no second refresh (the cookie rotates)', async () => {
    const fetchMock = serve(true);
    const started: Promise<Session> = resumeSession();
    renderAdopting(started);
    expect(await screen.findByText('Pat')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('leaves nobody signed in when the started check fails', async () => {
    serve(false);
    const started = resumeSession();
    renderAdopting(started);
    expect(await screen.findByText('nobody')).toBeInTheDocument();
  });
});

/** A signed-in session whose token is due for its refresh at once (the user as far as the screen reads it). */
const sessionDueNow = () => Promise.resolve({ token: 'old', expiresAt: Date.now(), user } as unknown as Session);

describe('Refreshing in the background', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the user signed in when the refresh meets no network, and refreshes again once it is back', async () => {
    jest.useFakeTimers();
    let online = false;
    const fetchMock = jest.fn((path: string) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      if (path === '/api/auth/refresh') return answer(200, { token: 'fresh', expiresAt: Date.now() + 3_600_000 });
      if (path === '/api/auth/login') return answer(200, { user: { ...user, displayName: 'Pat again' } });
      return answer(200, {});
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderAdopting(sessionDueNow());
    expect(await screen.findByText('Pat')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.anything());
    expect(screen.getByText('Pat')).toBeInTheDocument();

    online = true;
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS));
    expect(screen.getByText('Pat again')).toBeInTheDocument();
  });

  it('signs the user out when the refresh is refused: the session has ended', async () => {
    jest.useFakeTimers();
    serve(false);
    renderAdopting(sessionDueNow());
    expect(await screen.findByText('Pat')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});

describe('Starting without a network', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
    act(() => onlineManager.setOnline(true));
  });

  /** The server out of reach until `reachable()` says otherwise; then the auth API of a held session. */
  function serveOnceReachable() {
    let reachable = false;
    const fetchMock = jest.fn((path: string, init: RequestInit) => {
      if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
      if (path === '/api/auth/refresh') return answer(200, { token: 'fresh', expiresAt: Date.now() + 3_600_000 });
      const bearer = (init.headers as Record<string, string>).Authorization;
      if (path === '/api/auth/login' && bearer === 'Bearer fresh') return answer(200, { user });
      return answer(bearer === 'Bearer fresh' ? 200 : 401, {});
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const refreshes = () => fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh').length;
    return { refreshes, reach: () => (reachable = true) };
  }

  it('keeps the remembered member signed in, then confirms the session once the server answers', async () => {
    rememberedUser.keep(user as User);
    const server = serveOnceReachable();
    renderAdopting(resumeSession());
    expect(await screen.findByText('Pat')).toBeInTheDocument();
    expect(server.refreshes()).toBe(1);

    server.reach();
    act(() => onlineManager.setOnline(true));
    // Back online the session is resumed once, however many calls report the server reachable meanwhile.
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await waitFor(() => expect(server.refreshes()).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.refreshes()).toBe(2);
    expect(screen.getByText('Pat')).toBeInTheDocument();
    expect(rememberedUser.read()).toEqual(user);
  });

  it('asks again every 10 s while out of reach, so the session comes back without the browser saying so', async () => {
    jest.useFakeTimers();
    rememberedUser.keep(user as User);
    const server = serveOnceReachable();
    renderAdopting(resumeSession());
    expect(await screen.findByText('Pat')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(RECONNECT_PROBE_MS));
    expect(server.refreshes()).toBe(2);
    server.reach();
    await act(() => jest.advanceTimersByTimeAsync(RECONNECT_PROBE_MS));
    expect(server.refreshes()).toBe(3);
    // Confirmed: no more asking, until the next refresh is due.
    await act(() => jest.advanceTimersByTimeAsync(3 * RECONNECT_PROBE_MS));
    expect(server.refreshes()).toBe(3);
    expect(screen.getByText('Pat')).toBeInTheDocument();
  });

  it('signs out, forgetting the member, when the server refuses the session', async () => {
    rememberedUser.keep(user as User);
    serve(false);
    renderAdopting(resumeSession());
    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(rememberedUser.read()).toBeNull();
  });

  it('shows nobody when no one was signed in on this device', async () => {
    serveOnceReachable();
    renderAdopting(resumeSession());
    expect(await screen.findByText('nobody')).toBeInTheDocument();
  });
});
