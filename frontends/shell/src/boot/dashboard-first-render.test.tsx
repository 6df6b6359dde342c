import { screen } from '@testing-library/react';
import { LATE_LISTS_MS } from '../routes';
import { openDashboard } from './dashboard-first-render.fixture';

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
    sendLists({ photos: [], flights, carpools: [], schedule: [], pinnedAnnouncements: [] });
    expect(await firstStats).toEqual(['RSVPs0', 'Photos0', 'Flights2', 'Carpools0']);
  });

  it('shows the dashboard without lists that are late, once it has waited for them', async () => {
    await openDashboard();
    expect(await screen.findByRole('button', { name: /Invite$/ }, { timeout: LATE_LISTS_MS * 3 })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
