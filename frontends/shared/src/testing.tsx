import { QueryClientProvider, type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/**
 * A change's success toast comes once what it changed has been read again: with the toast, the dialog
 * that waited for the change closes and the list behind it shows the change. Renders `useChange` in the
 * section beside a reader of `refreshed`, answers every request at once but holds the reader's second
 * read, and checks that no `toast` shows until that read has answered.
 */
export async function expectToastAfterRefresh<Variables>({
  section,
  useChange,
  variables,
  refreshed,
  toast,
  answer = {},
}: {
  section: string;
  useChange: () => { mutate: (variables: Variables) => void };
  variables: Variables;
  refreshed: QueryKey;
  toast: string;
  /** What the API answers the change. */
  answer?: unknown;
}): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  globalThis.fetch = jest.fn(() => Promise.resolve(apiAnswer(200, answer))) as unknown as typeof fetch;
  function Change() {
    const change = useChange();
    useQuery({ queryKey: refreshed, queryFn: () => (reads++ === 0 ? Promise.resolve([]) : held.then(() => [])) });
    return <button onClick={() => change.mutate(variables)}>Change</button>;
  }
  renderInSection(section, <Change />);
  await waitFor(() => expect(reads).toBe(1));
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  // The change has been answered and its list is being read again.
  await waitFor(() => expect(reads).toBeGreaterThan(1));
  // Time for a toast raised meanwhile to render (antd draws its notices a moment after they are opened).
  await expect(screen.findByText(toast, undefined, { timeout: 300 })).rejects.toThrow();
  release();
  expect(await screen.findByText(toast)).toBeInTheDocument();
}
