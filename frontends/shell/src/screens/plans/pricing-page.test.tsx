import { AuthProvider, createQueryClient, queryKeys, type SubscriptionSummary } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { subscriptionSummary } from '@gatherly/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import { UpgradeDialog } from '../upgrade-dialog';
import { BILLING_KEY, type Billing } from './plan-copy';
import { PLANS } from './plans.fixture';
import { PricingPage } from './pricing-page';
import { openStripePage } from './stripe-redirect';
import { FeedbackProvider } from '@gatherly/shared/ui';

jest.mock('./stripe-redirect', () => ({ openStripePage: jest.fn() }));

const NO_BILLING: Billing = { enabled: false, prices: [], canManage: false };
const STRIPE: Billing = {
  enabled: true,
  prices: [
    { tier: 'paid', amount: 900, currency: 'usd', interval: 'month' },
    { tier: 'enterprise', amount: 4900, currency: 'usd', interval: 'month' },
  ],
  canManage: false,
};

/** Renders with the plans and the caller's plan already cached; nobody is signed in to the session check. */
async function renderWith(
  ui: React.ReactElement,
  plan: SubscriptionSummary | null,
  { billing = NO_BILLING, path = '/pricing' }: { billing?: Billing; path?: string } = {},
) {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue({ ok: false, status: 401, statusText: 'Unauthorized', text: () => Promise.resolve('') });
  const client = createQueryClient();
  client.setQueryData(queryKeys.plans, { plans: PLANS });
  client.setQueryData(queryKeys.subscription, plan);
  client.setQueryData(BILLING_KEY, billing);
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
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

  it('without billing, says the administrator assigns plans, with no command and nothing to buy', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('free', '0/0'));
    expect(
      screen.getByText(
        'Plans are assigned by the administrator of this Gatherly, the person who runs it. Ask them for the plan you need.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/npm run|set-tier|\$\d/);
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('offers no upgrade beyond Enterprise', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('enterprise', '4/unlimited'));
    expect(screen.getByText('You are on Enterprise, the largest plan.')).toBeInTheDocument();
  });

  it('with billing, shows the prices and Upgrade on the plans above the user’s, Pro first', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('free', '0/0'), { billing: STRIPE });
    const [free, pro, enterprise] = screen.getAllByRole('region') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pro).getByText('$9 / month')).toBeInTheDocument();
    expect(within(enterprise).getByText('$49 / month')).toBeInTheDocument();
    expect(within(free).queryByRole('button')).toBeNull();
    expect(within(pro).getByRole('button', { name: 'Upgrade' })).toHaveClass('ant-btn-primary');
    expect(within(enterprise).getByRole('button', { name: 'Upgrade' })).not.toHaveClass('ant-btn-primary');
    expect(screen.queryByText(/administrator/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('Upgrade asks the API for a Checkout page for that plan and goes there', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('free', '0/0'), { billing: STRIPE });
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      json: () => Promise.resolve({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' }),
      text: () => Promise.resolve('{"url":"https://checkout.stripe.test/c/pay/cs_test_1"}'),
    });
    globalThis.fetch = fetchMock;
    const pro = screen.getAllByRole('region')[1]!;
    await act(async () => within(pro).getByRole('button', { name: 'Upgrade' }).click());
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toMatch(/\/api\/billing\/checkout$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ tier: 'paid' });
    expect(jest.mocked(openStripePage).mock.calls[0]?.[0]).toEqual({
      url: 'https://checkout.stripe.test/c/pay/cs_test_1',
    });
  });

  it('offers Manage billing to a subscriber, and no second Checkout', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('paid', '1/10'), { billing: { ...STRIPE, canManage: true } });
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('says thank you when Checkout sends the user back', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('free', '0/0'), {
      billing: STRIPE,
      path: '/pricing?checkout=success',
    });
    expect(screen.getByText('Thank you: your payment went through.')).toBeInTheDocument();
  });

  it('says nothing was charged when the user leaves Checkout', async () => {
    await renderWith(<PricingPage />, subscriptionSummary('free', '0/0'), {
      billing: STRIPE,
      path: '/pricing?checkout=cancelled',
    });
    expect(screen.getByText('Checkout was cancelled: nothing was charged.')).toBeInTheDocument();
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
