import { CURRENT_EVENT_KEY } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { render, screen } from '@testing-library/react';
import { Root } from '../root';
import { LATE_LISTS_MS } from '../routes';
import { SESSION_HINT_KEY } from './first-paint';
import type { DashboardListsRead } from '../screens/dashboard-list-names';
import type { Startup } from './start-up';

const user = { id: 'u1', email: 'ada@example.com', displayName: 'Ada Admin' };
const event = {
  id: 'ev1',
  name: 'Counted Cabin Weekend',
  customLogo: null,
  role: 'admin',
  memberCount: 1,
  startDate: null,
  endDate: null,
  description: null,
  location: 'Sintra',
  timeZone: 'Europe/Lisbon',
  createdAt: '2030-01-02T10:00:00.000Z',
  themeColors: null,
  bannerSettings: { autoRotate: true, rotateInterval: 5000, style: 'full-width' },
  members: [],
  createdBy: 'u1',
};

/** The stats' texts when the dashboard's Invite button first appears, in the same render. */
function statsWhenInviteAppears(): Promise<string[]> {
  return new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (![...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Invite')) return;
      seen.disconnect();
      resolve([...document.querySelectorAll('.ant-statistic')].map((statistic) => statistic.textContent ?? ''));
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
}

describe("The event dashboard's first render on a fresh load", () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  /** Opens the dashboard of ev1 as the page's entry would, with the worker's lists still to come. */
  async function openDashboard(): Promise<(lists: DashboardListsRead) => void> {
    // Loaded before the page starts, so that only the lists can hold the dashboard back.
    await import('../app/signed-in-app');
    localStorage.clear();
    localStorage.setItem(SESSION_HINT_KEY, '1');
    localStorage.setItem(CURRENT_EVENT_KEY, 'ev1');
    window.history.pushState({}, '', '/events/ev1');
    // The app's own reads of the lists never answer: the counts can only come from the worker.
    globalThis.fetch = jest.fn((path: string) => {
      if (/^\/api\/events\/ev1\/(photos|flights|carpools|schedule)/.test(path)) return new Promise(() => undefined);
      if (path === '/api/events') return Promise.resolve(apiAnswer(200, { events: [event] }));
      if (path === '/api/events/ev1') return Promise.resolve(apiAnswer(200, { event }));
      return Promise.resolve(apiAnswer(200, {}));
    }) as unknown as typeof fetch;
    let sendLists!: (lists: DashboardListsRead) => void;
    const startup: Startup = {
      session: { token: 't', expiresAt: Date.now() + 3600_000, user: user as Startup['session']['user'] },
      eventId: 'ev1',
      events: [event] as unknown as Startup['events'],
      event: event as unknown as Startup['event'],
      slides: [],
      lists: new Promise((resolve) => (sendLists = resolve)),
    };
    render(<Root landingFirst={false} startup={Promise.resolve(startup)} />);
    await screen.findByRole('heading', { level: 2, name: 'Counted Cabin Weekend' });
    return sendLists;
  }

  it('keeps the frame until the start-up worker sends the lists, then counts them from the first render', async () => {
    const firstStats = statsWhenInviteAppears();
    const sendLists = await openDashboard();
    // The frame stays while the lists are on their way (here, for less than the app waits for late ones).
    await new Promise((resolve) => setTimeout(resolve, LATE_LISTS_MS * 0.6));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite$/ })).toBeNull();
    const flights = ['TP1350', 'TP1351'].map((flightNumber) => ({
      id: flightNumber,
      airline: 'TAP Air Portugal',
      flightNumber,
      departure: 'Lisbon',
      arrival: 'Porto',
      departureTime: '2030-06-12T08:40:00Z',
      arrivalTime: '2030-06-12T09:35:00Z',
      createdAt: '2030-01-02T10:00:00.000Z',
      user: { id: 'u1', displayName: 'Ada Admin', avatarUrl: null },
    }));
    sendLists({ photos: [], flights, carpools: [], schedule: [] });
    expect(await firstStats).toEqual(['RSVPs0', 'Photos0', 'Flights2', 'Carpools0']);
  });

  it('shows the dashboard without lists that are late, once it has waited for them', async () => {
    await openDashboard();
    expect(await screen.findByRole('button', { name: /Invite$/ }, { timeout: LATE_LISTS_MS * 3 })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
