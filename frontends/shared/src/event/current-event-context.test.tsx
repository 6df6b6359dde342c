import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '../auth/auth-context';
import { createQueryClient, queryKeys } from '../query/query-client';
import { CurrentEventProvider, useCurrentEvent } from './current-event-context';
import { CURRENT_EVENT_KEY } from './current-event-storage';
import { apiAnswer } from '../testing';

const EVENT = { id: 'e1', name: 'Lisbon Getaway' };

/** The API as a page load meets it: the session check, then the user's list and the stored event. */
function api(session: boolean) {
  const answer = (status: number, body: unknown) => Promise.resolve(apiAnswer(status, body));
  globalThis.fetch = jest.fn((path: string) => {
    if (!session) return answer(401, { message: 'No session' });
    if (path === '/api/auth/refresh') return answer(200, { token: 't', expiresAt: Date.now() + 3_600_000 });
    if (path === '/api/auth/login') return answer(200, { user: { id: 'u1', displayName: 'Pat' } });
    if (path === '/api/events') return answer(200, { events: [{ ...EVENT, role: 'creator', memberCount: 1 }] });
    if (path === '/api/events/e1') return answer(200, { event: EVENT });
    return answer(200, {});
  }) as jest.Mock;
}

function CurrentEventName() {
  const { currentEvent, currentEventId } = useCurrentEvent();
  return <p>{currentEvent?.name ?? `none (${currentEventId ?? 'no id'})`}</p>;
}

function renderProvider(client = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <AuthProvider notify={jest.fn()}>
        <CurrentEventProvider>
          <CurrentEventName />
        </CurrentEventProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('The stored current event on a page load', () => {
  beforeEach(() => localStorage.setItem(CURRENT_EVENT_KEY, 'e1'));

  it('survives the session check and loads as soon as the user is known', async () => {
    api(true);
    renderProvider();
    expect(await screen.findByText('Lisbon Getaway')).toBeInTheDocument();
    expect(localStorage.getItem(CURRENT_EVENT_KEY)).toBe('e1');
  });

  it('goes when the session check finds no session', async () => {
    api(false);
    renderProvider();
    expect(await screen.findByText('none (no id)')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(CURRENT_EVENT_KEY)).toBeNull());
  });

  it('reads the list no second time when the start-up has put it in the cache', async () => {
    api(true);
    const client = createQueryClient();
    client.setQueryData(queryKeys.events, [{ ...EVENT, role: 'creator', memberCount: 1 }]);
    renderProvider(client);
    expect(await screen.findByText('Lisbon Getaway')).toBeInTheDocument();
    const paths = (globalThis.fetch as jest.Mock).mock.calls.map(([path]) => path);
    expect(paths).toContain('/api/events/e1');
    expect(paths).not.toContain('/api/events');
  });
});
