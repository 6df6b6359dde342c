import { CURRENT_EVENT_KEY } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { render, screen } from '@testing-library/react';
import { Root } from '../root';
import type { DashboardListsRead } from '../screens/dashboard-list-names';
import { SESSION_HINT_KEY } from './first-paint';
import type { Startup } from './start-up';

/** A fresh load of an event's dashboard, its start-up worker's lists still to come. */
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

/** Opens the dashboard of ev1 as the page's entry would, with the worker's lists still to come. */
export async function openDashboard(): Promise<(lists: DashboardListsRead) => void> {
  // Loaded before the page starts, so that only the lists can hold the dashboard back.
  await import('../app/signed-in-app');
  localStorage.clear();
  localStorage.setItem(SESSION_HINT_KEY, '1');
  localStorage.setItem(CURRENT_EVENT_KEY, 'ev1');
  window.history.pushState({}, '', '/events/ev1');
  // The app's own reads of the lists never answer: the counts can only come from the worker.
  globalThis.fetch = jest.fn((path: string) => {
    if (/^\/api\/events\/ev1\/(photos|flights|carpools|schedule|announcements)/.test(path))
      return new Promise(() => undefined);
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
