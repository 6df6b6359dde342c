import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { apiCall, apiGet, queryKeys, type SubscriptionSummary, useAuth } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Tag, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  canCreateEvents,
  eventAllowance,
  limitText,
  type Plan,
  setTierCommand,
  storageText,
  type TierName,
  UPGRADE_TARGET,
} from './plan-copy';

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

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
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
    </Card>
  );
}

/** How to change plan: no payment here, the operator runs the command. */
function HowToUpgrade({ tier, email }: { tier: TierName | undefined; email: string }) {
  const target = tier ? UPGRADE_TARGET[tier] : 'paid';
  const command = setTierCommand(email, target ?? 'enterprise');
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          How to upgrade
        </Typography.Title>
      }
    >
      <Typography.Paragraph>
        Gatherly takes no payments. Plans are changed by the person who runs this Gatherly: ask them to run this command
        on its server, with the plan you want (<Typography.Text code>paid</Typography.Text> for Pro,{' '}
        <Typography.Text code>enterprise</Typography.Text> for Enterprise, <Typography.Text code>free</Typography.Text>{' '}
        to go back to Free):
      </Typography.Paragraph>
      <Typography.Paragraph
        copyable={{ text: command }}
        code
        style={{ overflowWrap: 'anywhere', wordBreak: 'break-word' }}
        aria-label="Command that changes your plan"
      >
        {command}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {target === null
          ? 'You are on Enterprise, the largest plan.'
          : 'The new plan applies as soon as the command has run: reload this page to see it.'}
      </Typography.Paragraph>
    </Card>
  );
}

/** /pricing: the three plans side by side (stacked on phones), the user's own marked, and how to upgrade. */
export function PricingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const plans = useQuery({ queryKey: queryKeys.plans, queryFn: () => apiCall('GET', '/api/plans') });
  const { data: summary } = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet<SubscriptionSummary>('/api/user/subscription', 'returnNull'),
  });
  const currentTier = summary?.tier;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>Plans</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Everyone can join the events they are invited to. Creating your own events comes with Pro and Enterprise.
        </Typography.Paragraph>
      </div>
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
              <PlanCard plan={plan} current={plan.tier === currentTier} />
            </Col>
          ))}
        </Row>
      )}
      <HowToUpgrade tier={currentTier} email={user?.email ?? 'you@example.com'} />
      <Button onClick={() => navigate('/')}>Back to Dashboard</Button>
    </Space>
  );
}
