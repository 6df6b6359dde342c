import {
  AuthProvider,
  createQueryClient,
  CurrentEventProvider,
  type EventListItem,
  type SubscriptionSummary,
  useAuth,
} from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import { apiAnswer, subscriptionSummary } from '@gatherly/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { EventsDashboard } from './events-dashboard';
import { FeedbackProvider } from '@gatherly/shared/ui';

const session = {
  token: 'token',
  expiresAt: Date.now() + 15 * 60_000,
  user: { id: 'u1', email: 'gia@example.com', displayName: 'Gia Guest' },
} as unknown as Session;

const invitedTo: EventListItem = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Harvest Supper',
  customLogo: null,
  role: 'member',
  memberCount: 4,
} as unknown as EventListItem;

/**
 * The app renders its signed-in screens once the session has resumed (AppRoutes). Rendered before, the
 * dashboard showed the empty state for the moment events were not yet asked for, then its skeleton, and a
 * test could find the first empty state's button just before it went.
 */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().user ? children : null;
}

/** Signed in as Gia, with the API answering her event list and her plan. */
function renderDashboard(
  events: EventListItem[],
  summary: SubscriptionSummary,
  planAnswered: Promise<unknown> = Promise.resolve(),
) {
  globalThis.fetch = jest.fn((url: string) =>
    url === '/api/events'
      ? Promise.resolve(apiAnswer(200, { events }))
      : url === '/api/user/subscription'
        ? planAnswered.then(() => apiAnswer(200, summary))
        : Promise.resolve(apiAnswer(404)),
  ) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()} resumedSession={Promise.resolve(session)}>
            <CurrentEventProvider>
              <MemoryRouter>
                <SignedIn>
                  <EventsDashboard />
                </SignedIn>
              </MemoryRouter>
            </CurrentEventProvider>
          </AuthProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

describe('Dashboard of all events, per plan', () => {
  it('holds the plan card’s place while the plan loads, so Create Event does not move', async () => {
    let answer!: () => void;
    renderDashboard([], subscriptionSummary('paid', '0/10'), new Promise<void>((resolve) => (answer = resolve)));
    const placeholder = (await screen.findByText('Your plan')).closest('.ant-card')!;
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    const create = screen.getByRole('button', { name: /Create Event/ });
    expect(placeholder.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    answer();
    expect(await screen.findByText('Events: 0/10')).toBeInTheDocument();
    expect(screen.getByText('Your plan').closest('.ant-card')).not.toHaveAttribute('aria-busy');
  });

  it('leads an invited guest with the events they were invited to, their plan after', async () => {
    renderDashboard([invitedTo], subscriptionSummary('free', '0/0'));
    const heading = await screen.findByRole('heading', { name: 'Events you’re invited to' });
    await screen.findByText('Harvest Supper');
    const card = await screen.findByText('Your plan');
    expect(heading.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/0\/0/)).not.toBeInTheDocument();
    expect(screen.getByText(/Creating your own events comes with Pro/)).toBeInTheDocument();
  });

  it('keeps the spec’s empty state for a free user with no events, saying why creating leads to the plans', async () => {
    renderDashboard([], subscriptionSummary('free', '0/0'));
    expect(
      await screen.findByText(
        'When someone invites you to an event, it appears here. Creating your own events comes with Pro.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No Events Yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Event' })).toBeInTheDocument();
  });

  it('keeps the spec’s Create Your First Event for a plan that can create, with its usage', async () => {
    renderDashboard([], subscriptionSummary('paid', '0/10'));
    expect(await screen.findByRole('button', { name: 'Create Your First Event' })).toBeInTheDocument();
    expect(await screen.findByText('Events: 0/10')).toBeInTheDocument();
    expect(screen.getByText('Storage: 0 MB of 500 MB')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Events you’re invited to' })).not.toBeInTheDocument();
  });
});
