import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '../query/query-client';
import { AuthProvider, useAuth } from './auth-context';
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
