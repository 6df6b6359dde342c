import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SubscriptionSummary } from './api/types';
import { createQueryClient } from './query/query-client';
import { FeedbackProvider } from './ui/feedback';

/** As much of a Response as the SDK's client reads: fetch's answer in a test, JSON unless `body` is null. */
export function apiAnswer(status: number, body: unknown = null) {
  return {
    ok: status < 400,
    status,
    statusText: status < 400 ? 'OK' : 'Error',
    text: () => Promise.resolve(body === null ? '' : JSON.stringify(body)),
  };
}

const PLAN_NAMES: Record<SubscriptionSummary['tier'], string> = { free: 'Free', paid: 'Pro', enterprise: 'Enterprise' };

/**
 * The caller's plan as GET /api/user/subscription answers it, with the catalogue's names and flags: Pro and
 * Enterprise have branding, priority e-mail and export; only Enterprise the advanced ones.
 */
export function subscriptionSummary(tier: SubscriptionSummary['tier'], events = '0/10'): SubscriptionSummary {
  const paid = tier !== 'free';
  return {
    tier,
    displayName: PLAN_NAMES[tier],
    usage: { events, invitationsToday: '0/10', storage: '0/500' },
    features: {
      customBrandingEnabled: paid,
      customBrandingAdvancedEnabled: tier === 'enterprise',
      priorityEmailDelivery: paid,
      exportDataEnabled: paid,
      analyticsEnabled: tier === 'enterprise',
    },
  };
}

/** Component tests only (never bundled): the event every rendered section belongs to. */
export const TEST_EVENT_ID = '11111111-1111-4111-8111-111111111111';

/**
 * Renders part of a section as the shell would: a query client (seeded by `seed`), the SDK's toasts and
 * confirmations, antd without motion (jsdom never ends an animation) and the section's route. Answers the client for assertions.
 */
export function renderInSection(
  section: string,
  ui: ReactElement,
  seed: (client: QueryClient) => void = () => undefined,
  search = '',
): QueryClient {
  const client = createQueryClient();
  seed(client);
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <MemoryRouter initialEntries={[`/events/${TEST_EVENT_ID}/${section}${search}`]}>
            <Routes>
              <Route path={`/events/:eventId/${section}`} element={ui} />
            </Routes>
          </MemoryRouter>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return client;
}
