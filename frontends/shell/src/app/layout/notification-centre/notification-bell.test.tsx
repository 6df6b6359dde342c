import { createQueryClient } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { FeedbackProvider } from '@gatherly/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NotificationBell } from './notification-bell';
import type { NotificationItem, NotificationPage } from './notification-queries';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const announcement: NotificationItem = {
  id: 'n1',
  kind: 'announcement',
  text: 'Hana Host: The shuttle leaves at three',
  link: '/events/ev1',
  eventId: 'ev1',
  eventName: 'Harbour Wedding',
  createdAt: minutesAgo(5),
  read: false,
  actor: { userId: 'hana', displayName: 'Hana Host', photoURL: null },
};
const datesSet: NotificationItem = {
  id: 'n2',
  kind: 'dates_set',
  text: 'Dates set: Jun 4 – Jun 6',
  link: '/events/ev2',
  eventId: 'ev2',
  eventName: 'Cabin Birthday',
  createdAt: minutesAgo(60 * 3),
  read: true,
  actor: null,
};

interface Call {
  method: string;
  url: string;
}

/** The API as the bell sees it: the unread count follows the entries, marking changes them. */
function serve(given: NotificationPage[]) {
  const pages = structuredClone(given);
  const calls: Call[] = [];
  const all = () => pages.flatMap((page) => page.notifications);
  const unread = () => all().filter((item) => !item.read).length;
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (url === '/api/notifications/unread-count') return Promise.resolve(apiAnswer(200, { unreadCount: unread() }));
    if (url.startsWith('/api/notifications?')) {
      const before = new URL(url, 'http://x').searchParams.get('before');
      const page = before ? pages.find((candidate) => candidate.notifications[0]?.id === before)! : pages[0]!;
      return Promise.resolve(apiAnswer(200, { ...page, unreadCount: unread() }));
    }
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(url);
    if (method === 'POST' && read) {
      for (const item of all()) if (item.id === read[1]) item.read = true;
      return Promise.resolve(apiAnswer(204));
    }
    if (method === 'POST' && url === '/api/notifications/read-all') {
      for (const item of all()) item.read = true;
      return Promise.resolve(apiAnswer(204));
    }
    return Promise.resolve(apiAnswer(404));
  }) as unknown as typeof fetch;
  return Object.assign(calls, { pages });
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderBell() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <MemoryRouter initialEntries={['/events/ev9/photos']}>
            <NotificationBell />
            <Location />
          </MemoryRouter>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

const countReads = (calls: Call[]) => calls.filter((call) => call.url === '/api/notifications/unread-count').length;

/** The phone's width (the app's mobile breakpoint) while `run` runs. */
function onPhone() {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
  return () => (window.matchMedia = matchMedia);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('The header’s bell', () => {
  it('names how many notifications are unread', async () => {
    serve([
      { notifications: [announcement, { ...datesSet, id: 'n3', read: false }], unreadCount: 2, nextCursor: null },
    ]);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('is just "Notifications" with nothing unread, and says so when opened empty', async () => {
    serve([{ notifications: [], unreadCount: 0, nextCursor: null }]);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('lists each entry with its text, event, time and unread mark, and reads the count again on opening', async () => {
    const calls = serve([{ notifications: [announcement, datesSet], unreadCount: 1, nextCursor: null }]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(countReads(calls)).toBe(1);
    fireEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Hana Host: The shuttle leaves at three');
    expect(first).toHaveTextContent('Harbour Wedding · 5 minutes ago');
    expect(within(first!).getByText('Unread')).toBeInTheDocument();
    expect(second).toHaveTextContent('Cabin Birthday · 3 hours ago');
    expect(within(second!).queryByText('Unread')).toBeNull();
    await waitFor(() => expect(countReads(calls)).toBe(2));
  });

  it('marks an entry read when it is opened, goes to its screen and counts again', async () => {
    const calls = serve([{ notifications: [announcement, datesSet], unreadCount: 1, nextCursor: null }]);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    fireEvent.click(within(list).getByText('Hana Host: The shuttle leaves at three'));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/events/ev1');
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/notifications/n1/read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const readsAfterMarking = countReads(calls);
    expect(readsAfterMarking).toBeGreaterThanOrEqual(3);
  });

  it('opens a read entry without marking it again, and never follows a link out of the app', async () => {
    const outside = { ...datesSet, id: 'n4', text: 'Elsewhere', link: 'https://evil.example/x' };
    const calls = serve([{ notifications: [datesSet, outside], unreadCount: 0, nextCursor: null }]);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    fireEvent.click(within(list).getByText('Elsewhere'));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/events/ev9/photos');
    fireEvent.click(within(list).getByText('Dates set: Jun 4 – Jun 6'));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/events/ev2');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('takes the focus into the list when it opens, and gives it back to the bell on Escape', async () => {
    serve([{ notifications: [announcement], unreadCount: 1, nextCursor: null }]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toHaveFocus());
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    expect(bell).toHaveFocus();
  });

  it('marks all as read', async () => {
    const second = { ...announcement, id: 'n5', text: 'Bo mentioned you: towels' };
    const calls = serve([{ notifications: [announcement, second], unreadCount: 2, nextCursor: null }]);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/notifications/read-all' });
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
  });

  it('loads older entries from the cursor of the page before', async () => {
    const older = { ...datesSet, id: 'n-old', text: 'An older one' };
    const calls = serve([
      { notifications: [announcement], unreadCount: 1, nextCursor: 'n-old' },
      { notifications: [older], unreadCount: 1, nextCursor: null },
    ]);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Hana Host: The shuttle leaves at three');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older one')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/notifications?limit=20&before=n-old');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('counts again when the service worker says a push arrived', async () => {
    const worker = Object.assign(new EventTarget(), { startMessages: jest.fn() });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const calls = serve([{ notifications: [], unreadCount: 0, nextCursor: null }]);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(worker.startMessages).toHaveBeenCalled();
    calls.pages[0]!.notifications.push(announcement);
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    });
    expect(countReads(calls)).toBe(1);
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'gatherly:notification' } }));
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('opens a drawer on a phone', async () => {
    const restore = onPhone();
    try {
      serve([{ notifications: [announcement], unreadCount: 1, nextCursor: null }]);
      renderBell();
      fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
      const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
      fireEvent.click(await within(drawer).findByText('Hana Host: The shuttle leaves at three'));
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/events/ev1');
    } finally {
      restore();
    }
  });
});
