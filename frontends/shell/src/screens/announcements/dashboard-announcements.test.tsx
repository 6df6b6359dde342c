import {
  AuthProvider,
  createQueryClient,
  CURRENT_EVENT_KEY,
  CurrentEventProvider,
  ThemeModeProvider,
  useAuth,
} from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import { apiAnswer } from '@gatherly/shared/testing';
import { FeedbackProvider } from '@gatherly/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EventDashboard } from '../event-dashboard';
import type { Announcement } from './announcement-rules';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const session = {
  token: 'token',
  expiresAt: Date.now() + 15 * 60_000,
  user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
} as unknown as Session;

const event = (role: string) => ({
  id: EVENT_ID,
  name: 'Harbour Wedding',
  customLogo: null,
  role,
  memberCount: 3,
  startDate: '2031-06-12T10:00:00.000Z',
  endDate: '2031-06-13T10:00:00.000Z',
  description: null,
  location: null,
  timeZone: 'Europe/Lisbon',
  createdAt: '2030-01-02T10:00:00.000Z',
  themeColors: null,
  bannerSettings: { autoRotate: true, rotateInterval: 5000, style: 'contained' },
  members: [],
  createdBy: 'u0',
});

const pinned: Announcement = {
  id: 'a1',
  eventId: EVENT_ID,
  body: 'The shuttle leaves at three.',
  link: null,
  audience: 'everyone',
  scheduleItemId: null,
  scheduleItemTitle: null,
  pinned: true,
  createdAt: new Date().toISOString(),
  author: { userId: 'u0', displayName: 'Hana Host', photoURL: null },
  recipientCount: 3,
};

function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().user ? children : null;
}

function renderDashboard(role: string, announcements: Announcement[]) {
  localStorage.setItem(CURRENT_EVENT_KEY, EVENT_ID);
  globalThis.fetch = jest.fn((url: string) => {
    if (url === '/api/events') return Promise.resolve(apiAnswer(200, { events: [event(role)] }));
    if (url === `/api/events/${EVENT_ID}`) return Promise.resolve(apiAnswer(200, { event: event(role) }));
    if (url === `/api/events/${EVENT_ID}/announcements?pinned=true`)
      return Promise.resolve(apiAnswer(200, { announcements }));
    const list = /\/api\/events\/[^/]+\/([\w-]+)/.exec(url)?.[1];
    return Promise.resolve(apiAnswer(200, list ? { [list]: [] } : {}));
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeModeProvider>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <FeedbackProvider notification={{}}>
            <AuthProvider notify={jest.fn()} resumedSession={Promise.resolve(session)}>
              <CurrentEventProvider>
                <MemoryRouter initialEntries={[`/events/${EVENT_ID}`]}>
                  <SignedIn>
                    <Routes>
                      <Route path="/events/:eventId" element={<EventDashboard />} />
                    </Routes>
                  </SignedIn>
                </MemoryRouter>
              </CurrentEventProvider>
            </AuthProvider>
          </FeedbackProvider>
        </ConfigProvider>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe("The event dashboard's announcements", () => {
  it('shows the pinned ones below the heading, and offers admins to announce', async () => {
    renderDashboard('admin', [pinned]);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('The shuttle leaves at three.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Announce$/ }));
    expect(await screen.findByRole('dialog', { name: /Announce$/ })).toBeInTheDocument();
  });

  it('shows members the pinned ones without any admin action', async () => {
    renderDashboard('attendee', [pinned]);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).queryByRole('button', { name: 'Unpin' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Announce$/ })).toBeNull();
  });

  it('shows no announcements section when none is pinned', async () => {
    renderDashboard('admin', []);
    await screen.findByRole('heading', { level: 2, name: 'Harbour Wedding' });
    await screen.findByRole('button', { name: /Announce$/ });
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });
});
