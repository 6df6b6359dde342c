import {
  AuthProvider,
  createQueryClient,
  CURRENT_EVENT_KEY,
  CurrentEventProvider,
  ThemeModeProvider,
} from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { SESSION_HINT_KEY } from '../../boot/first-paint';
import type { Startup } from '../../boot/start-up';
import { dashboardEventId } from '../../boot/start-up';
import { Root } from '../../root';
import SignedInFrame from './signed-in-frame';
import { apiAnswer } from '@gatherly/shared/testing';

const user = { id: 'u1', email: 'pat@example.com', displayName: 'Pat' };
const listed = {
  id: 'ev1',
  name: 'Lisbon Getaway',
  customLogo: null,
  role: 'member',
  memberCount: 3,
  startDate: null,
  endDate: null,
  description: null,
  location: 'Lisbon',
};
const detail = {
  ...listed,
  themeColors: {
    primary: '#0f766e',
    secondary: '#14b8a6',
    tertiary: '#f59e0b',
    background: '#fffbeb',
    surface: '#f8fafc',
  },
  bannerSettings: { autoRotate: true, rotateInterval: 5000, style: 'full-width' },
  members: [],
  createdBy: 'u2',
};

/** The API as a member of `ev1` sees it: every other event is refused. */
function serveMember() {
  globalThis.fetch = jest.fn((path: string) => {
    if (path === '/api/auth/refresh')
      return Promise.resolve(apiAnswer(200, { token: 't', expiresAt: Date.now() + 3600_000 }));
    if (path === '/api/auth/login') return Promise.resolve(apiAnswer(200, { user }));
    if (path === '/api/events') return Promise.resolve(apiAnswer(200, { events: [listed] }));
    if (path === '/api/events/ev1') return Promise.resolve(apiAnswer(200, { event: detail }));
    if (path === '/api/events/ev1/banner-slides') return Promise.resolve(apiAnswer(200, { slides: [] }));
    if (path.startsWith('/api/events/')) return Promise.resolve(apiAnswer(403, { message: 'Forbidden' }));
    return Promise.resolve(apiAnswer(200, {}));
  }) as jest.Mock;
}

function renderFrameAt(path: string, storedEvent: string) {
  window.history.pushState({}, '', path);
  localStorage.setItem(CURRENT_EVENT_KEY, storedEvent);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeModeProvider>
        <AuthProvider notify={jest.fn()}>
          <CurrentEventProvider>
            <SignedInFrame />
          </CurrentEventProvider>
        </AuthProvider>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}

describe('The signed-in frame painted before antd', () => {
  beforeEach(() => {
    localStorage.clear();
    serveMember();
  });
  afterEach(() => window.history.pushState({}, '', '/'));

  it("shows the dashboard's banner and heading of an event the member may see, in its colours", async () => {
    renderFrameAt('/events/ev1', 'ev1');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Lisbon Getaway' });
    expect(screen.getByText('Date TBD')).toBeInTheDocument();
    expect(screen.getByText('Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveStyle({ background: '#fffbeb' });
    expect(heading).toHaveStyle({ fontSize: '30px' });
  });

  it('shows no event on an event the member was never invited to, even one stored as current', async () => {
    renderFrameAt('/events/ev2', 'ev2');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/api/events', expect.anything()));
    await waitFor(() => expect(localStorage.getItem(CURRENT_EVENT_KEY)).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Gatherly')).toBeInTheDocument();
  });

  it("shows only the layout on an event's other screens", async () => {
    renderFrameAt('/events/ev1/photos', 'ev1');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/api/events/ev1', expect.anything()));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('reads the event of a dashboard address only', () => {
    expect(dashboardEventId('/events/ev1')).toBe('ev1');
    expect(dashboardEventId('/events/ev1/')).toBe('ev1');
    expect(dashboardEventId('/events/ev1/photos')).toBeNull();
    expect(dashboardEventId('/')).toBeNull();
  });
});

describe("The start-up worker's reads", () => {
  it('paint the first screen before the app asks for anything, with no second session check', async () => {
    localStorage.clear();
    localStorage.setItem(SESSION_HINT_KEY, '1');
    localStorage.setItem(CURRENT_EVENT_KEY, 'ev1');
    window.history.pushState({}, '', '/events/ev1');
    // The app's own reads never answer: whatever the frame shows came from the worker.
    const fetchMock = jest.fn(() => new Promise(() => undefined));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const startup: Startup = {
      session: { token: 't', expiresAt: Date.now() + 3600_000, user: user as Startup['session']['user'] },
      eventId: 'ev1',
      events: [listed] as Startup['events'],
      event: detail as unknown as Startup['event'],
      slides: [],
    };
    render(<Root landingFirst={false} startup={Promise.resolve(startup)} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lisbon Getaway' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/refresh', expect.anything());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/events/ev1', expect.anything());
    window.history.pushState({}, '', '/');
  });
});
