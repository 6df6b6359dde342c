import { AuthProvider, createQueryClient, queryKeys, type SubscriptionSummary } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { subscriptionSummary } from '@gatherly/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import { UpgradeDialog } from '../upgrade-dialog';
import { PLANS } from './plans.fixture';
import { PricingPage } from './pricing-page';
import { FeedbackProvider } from '@gatherly/shared/ui';

/** Renders with the plans and the caller's plan already cached; nobody is signed in to the session check. */
async function renderWith(ui: React.ReactElement, plan: SubscriptionSummary | null) {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue({ ok: false, status: 401, statusText: 'Unauthorized', text: () => Promise.resolve('') });
  const client = createQueryClient();
  client.setQueryData(queryKeys.plans, { plans: PLANS });
  client.setQueryData(queryKeys.subscription, plan);
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()}>
            <MemoryRouter>{ui}</MemoryRouter>
          </AuthProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  // The session check answers (401): let the provider settle before asserting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('Plans page', () => {
  it('shows the three plans side by side with their limits', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('free', '0/0'));
    const cards = screen.getAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Free', 'Pro', 'Enterprise']);
    const [free, pro, enterprise] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(free).getByText('Join events you’re invited to')).toBeInTheDocument();
    expect(within(pro).getByText('Create up to 10 events')).toBeInTheDocument();
    expect(within(pro).getByText('10 GB')).toBeInTheDocument();
    expect(within(enterprise).getByText('Create unlimited events')).toBeInTheDocument();
    expect(within(enterprise).getByText('1,000')).toBeInTheDocument();
  });

  it("marks the signed-in user's current plan", async () => {
    await renderWith(<PricingPage />, subscriptionSummary('paid', '3/10'));
    const current = screen.getByRole('region', { current: true });
    expect(current).toHaveAccessibleName('Pro plan, your plan');
    expect(within(current).getByText('Your plan')).toBeInTheDocument();
    expect(screen.getAllByText('Your plan')).toHaveLength(1);
  });

  it('says plainly that an operator changes the plan, with the command for the next plan', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('free', '0/0'));
    expect(screen.getByText(/Gatherly takes no payments/)).toBeInTheDocument();
    expect(screen.getByLabelText('Command that changes your plan')).toHaveTextContent(
      'npm run cli -- set-tier you@example.com paid',
    );
  });

  it('offers no upgrade beyond Enterprise', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('enterprise', '4/unlimited'));
    expect(screen.getByText('You are on Enterprise, the largest plan.')).toBeInTheDocument();
  });
});

describe('Upgrade dialog copy per plan', () => {
  it('tells a free user their plan does not include events, and pitches Pro without "0/0" or "10x"', async () => {
    await renderWith(<UpgradeDialog open onClose={jest.fn()} />, subscriptionSummary('free', '0/0'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Upgrade to Pro')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The Free plan lets you join events you’re invited to, but creating your own is not included.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Create up to 10 events')).toBeInTheDocument();
    expect(within(dialog).getByText('Export members, travel, the schedule and photos')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/0\/0|\dx more|Contact support|analytics/i);
  });

  it('opened for data export, says the plan lacks it rather than talking about events', async () => {
    await renderWith(<UpgradeDialog open reason="export" onClose={jest.fn()} />, subscriptionSummary('free', '0/0'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Upgrade to Pro')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Data export is not included in the Free plan. Pro and Enterprise download the members, travel, the schedule and the photos of your events.',
      ),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('creating your own is not included');
  });

  it('tells a Pro user at 10 of 10 that Enterprise brings unlimited events and 1,000 attendees', async () => {
    await renderWith(<UpgradeDialog open onClose={jest.fn()} />, subscriptionSummary('paid', '10/10'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Upgrade to Enterprise')).toBeInTheDocument();
    expect(within(dialog).getByText('You’ve created 10 of the 10 events your Pro plan allows.')).toBeInTheDocument();
    expect(within(dialog).getByText('Unlimited events')).toBeInTheDocument();
    expect(within(dialog).getByText('Up to 1,000 attendees per event')).toBeInTheDocument();
  });

  it('opens the plans page and closes a second later', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const onClose = jest.fn();
    await renderWith(<UpgradeDialog open onClose={onClose} />, subscriptionSummary('free', '0/0'));
    jest.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'See Plans' }).click());
    expect(open).toHaveBeenCalledWith('/pricing', '_blank', 'noopener');
    act(() => jest.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalled();
    jest.useRealTimers();
  });
});
