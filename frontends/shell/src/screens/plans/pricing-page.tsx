import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { apiCall, apiGet, errorMessage, queryKeys, type SubscriptionSummary } from '@gatherly/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Tag, theme, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ASSIGNED_BY_ADMINISTRATOR,
  BILLING_KEY,
  type Billing,
  canCreateEvents,
  eventAllowance,
  limitText,
  type Plan,
  type PlanPrice,
  priceText,
  storageText,
  type TierName,
  UPGRADE_TARGET,
} from './plan-copy';
import { openStripePage } from './stripe-redirect';

/** The rows every plan card shows, in one order, so the cards read side by side. */
const ROWS: { label: string; value: (plan: Plan) => ReactNode }[] = [
  { label: 'Events you can create', value: (plan) => limitText(plan.limits.events) },
  { label: 'Attendees per event', value: (plan) => limitText(plan.limits.attendeesPerEvent) },
  { label: 'Invitation e-mails a day', value: (plan) => limitText(plan.limits.invitationsPerDay) },
  { label: 'Photos per event', value: (plan) => limitText(plan.limits.photosPerEvent) },
  { label: 'Storage for photos and banners', value: (plan) => storageText(plan.limits.storageMb) },
];

function Included({ yes, children }: { yes: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <li style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
      {yes ? (
        <CheckOutlined aria-label="Included" style={{ color: token.colorSuccess }} />
      ) : (
        <MinusOutlined aria-label="Not included" style={{ color: token.colorTextTertiary }} />
      )}
      <Typography.Text type={yes ? undefined : 'secondary'}>{children}</Typography.Text>
    </li>
  );
}

function PlanCard({
  plan,
  current,
  price,
  action,
}: {
  plan: Plan;
  current: boolean;
  price?: PlanPrice;
  action?: ReactNode;
}) {
  const { token } = theme.useToken();
  const creates = canCreateEvents(plan);
  return (
    <Card
      aria-current={current ? 'true' : undefined}
      aria-label={`${plan.displayName} plan${current ? ', your plan' : ''}`}
      role="region"
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {plan.displayName}
        </Typography.Title>
      }
      extra={current ? <Tag color="processing">Your plan</Tag> : undefined}
      style={{
        height: '100%',
        borderColor: current ? token.colorPrimary : undefined,
        borderWidth: current ? 2 : undefined,
      }}
    >
      {price && (
        <Typography.Paragraph style={{ fontSize: token.fontSizeHeading4, fontWeight: 600, marginBottom: 8 }}>
          {priceText(price)}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph strong>{eventAllowance(plan.limits.events)}</Typography.Paragraph>
      <dl style={{ margin: 0 }}>
        {ROWS.map((row) => (
          <div
            key={row.label}
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 12,
              padding: '6px 0',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <dt style={{ color: token.colorTextSecondary }}>{row.label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, textAlign: 'end', whiteSpace: 'nowrap' }}>{row.value(plan)}</dd>
          </div>
        ))}
      </dl>
      <ul style={{ listStyle: 'none', padding: 0, margin: '16px 0 0', display: 'grid', gap: 6 }}>
        <Included yes>Join events, RSVP, share photos and plan travel</Included>
        <Included yes={creates}>Create and run your own events</Included>
        <Included yes={plan.features.customBranding}>Your own logo, colours and banner</Included>
        <Included yes={plan.features.dataExport}>Export members, travel, the schedule and photos</Included>
      </ul>
      {action && <div style={{ marginTop: 16 }}>{action}</div>}
    </Card>
  );
}

const RANK: Record<TierName, number> = { free: 0, paid: 1, enterprise: 2 };

/** Without billing: who changes plans, and no command to copy. */
function AssignedByAdministrator({ tier }: { tier: TierName | undefined }) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          Changing plans
        </Typography.Title>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {tier === 'enterprise' ? 'You are on Enterprise, the largest plan.' : ASSIGNED_BY_ADMINISTRATOR}
      </Typography.Paragraph>
    </Card>
  );
}

/** With billing: Stripe's portal, where the subscription is changed or cancelled and the card updated. */
function ManageBilling({ opening, onOpen }: { opening: boolean; onOpen: () => void }) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          Billing
        </Typography.Title>
      }
    >
      <Typography.Paragraph>
        Change or cancel your subscription, update your card and download invoices on Stripe’s billing page.
      </Typography.Paragraph>
      <Button onClick={onOpen} loading={opening}>
        Manage billing
      </Button>
    </Card>
  );
}

/** What coming back from Checkout says; the answer is read once, then the address is cleaned. */
function useCheckoutReturn(): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome] = useState(() => searchParams.get('checkout'));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!outcome) return;
    // The webhook has set the plan (or is about to): read it afresh rather than from the cache.
    for (const queryKey of [queryKeys.subscription, queryKeys.limits, BILLING_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    setSearchParams({}, { replace: true });
  }, [outcome, queryClient, setSearchParams]);
  return outcome;
}

/**
 * /pricing: the three plans side by side (stacked on phones), the user's own marked. With billing, prices
 * and Upgrade (Stripe Checkout) on the plans above theirs, and Manage billing; without, who assigns plans.
 */
export function PricingPage() {
  const navigate = useNavigate();
  const checkoutOutcome = useCheckoutReturn();
  const plans = useQuery({ queryKey: queryKeys.plans, queryFn: () => apiCall('GET', '/api/plans') });
  const { data: summary } = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet<SubscriptionSummary>('/api/user/subscription', 'returnNull'),
  });
  const billing = useQuery<Billing>({ queryKey: BILLING_KEY, queryFn: () => apiCall('GET', '/api/billing') });
  const checkout = useMutation({
    mutationFn: (tier: 'paid' | 'enterprise') => apiCall('POST', '/api/billing/checkout', { body: { tier } }),
    onSuccess: openStripePage,
  });
  const portal = useMutation({ mutationFn: () => apiCall('POST', '/api/billing/portal'), onSuccess: openStripePage });
  const currentTier = summary?.tier;
  const sold = billing.data?.enabled ? billing.data : null;
  // A subscriber changes plan in the portal; Checkout would start a second subscription.
  const canUpgrade = sold !== null && (!sold.canManage || currentTier === 'free');
  const failure = checkout.error ?? portal.error;

  const upgradeButton = (plan: Plan) => {
    const tier = plan.tier;
    if (!canUpgrade || tier === 'free' || !currentTier || RANK[tier] <= RANK[currentTier]) return undefined;
    if (!sold.prices.some((price) => price.tier === tier)) return undefined;
    return (
      <Button
        block
        type={UPGRADE_TARGET[currentTier] === tier ? 'primary' : 'default'}
        loading={checkout.isPending && checkout.variables === tier}
        disabled={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate(tier)}
      >
        Upgrade
      </Button>
    );
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>Plans</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Everyone can join the events they are invited to. Creating your own events comes with Pro and Enterprise.
        </Typography.Paragraph>
      </div>
      {checkoutOutcome === 'success' && (
        <Alert
          type="success"
          showIcon
          title="Thank you: your payment went through."
          description="Your new plan is marked below as soon as Stripe confirms it, usually within seconds."
        />
      )}
      {checkoutOutcome === 'cancelled' && (
        <Alert type="info" showIcon title="Checkout was cancelled: nothing was charged." />
      )}
      {failure && (
        <Alert type="error" showIcon title={errorMessage(failure, 'Stripe could not be reached. Please try again.')} />
      )}
      {plans.isError ? (
        <Alert
          type="error"
          showIcon
          title="The plans could not be loaded."
          action={
            <Button size="small" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !plans.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Plans">
          {plans.data.plans.map((plan) => (
            <Col xs={24} xl={8} key={plan.tier} role="listitem">
              <PlanCard
                plan={plan}
                current={plan.tier === currentTier}
                price={sold?.prices.find((price) => price.tier === plan.tier)}
                action={upgradeButton(plan)}
              />
            </Col>
          ))}
        </Row>
      )}
      {billing.data && !billing.data.enabled && <AssignedByAdministrator tier={currentTier} />}
      {sold?.canManage && <ManageBilling opening={portal.isPending} onOpen={() => portal.mutate()} />}
      <Button onClick={() => navigate('/')}>Back to Dashboard</Button>
    </Space>
  );
}
