import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  apiGet,
  apiRequest,
  canDeleteEvent,
  type CreationLimits,
  errorMessage,
  type EventListItem,
  formatMonthDayYear,
  isActiveEvent,
  parseUsage,
  planBadgeLevel,
  queryKeys,
  type SubscriptionSummary,
  useAuth,
  useCurrentEvent,
  useUpgradePrompt,
} from '@gatherly/shared';
import { EventLogo, RoleTag, UsageBadge, useConfirm, useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatStorageUsage } from './storage-usage';

/** The signed-in user's plan; only when signed in (spec section 2). */
function useSubscription() {
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet<SubscriptionSummary>('/api/user/subscription', 'returnNull'),
  });
}

/**
 * The plan card. A plan without events (free) is no "0/0": it says what the plan is for and where the
 * plans are; a plan with events shows its usage.
 */
function SubscriptionCard() {
  const { data, isPending } = useSubscription();
  const navigate = useNavigate();
  if (isPending) return <PlanPlaceholder />;
  if (!data) return null;
  const events = parseUsage(data.usage.events);
  const seePlans = (
    <Button type="link" size="small" onClick={() => navigate('/pricing')} style={{ paddingInline: 0 }}>
      See Plans
    </Button>
  );
  return (
    <Card
      size="small"
      title="Your plan"
      extra={<UsageBadge level={planBadgeLevel(events.used, events.limit)}>{data.displayName}</UsageBadge>}
    >
      {events.limit === 0 ? (
        <Space wrap>
          <span>
            You can join and take part in any event you’re invited to. Creating your own events comes with Pro.
          </span>
          {seePlans}
        </Space>
      ) : (
        <Space wrap size="large">
          <span>Events: {data.usage.events}</span>
          <span>Invitations today: {data.usage.invitationsToday}</span>
          <span>Storage: {formatStorageUsage(data.usage.storage)}</span>
          {seePlans}
        </Space>
      )}
    </Card>
  );
}

/**
 * The plan card's place while the plan loads, one line of text high: the card arriving later would push
 * Create Event down under a finger already on its way to it.
 */
function PlanPlaceholder() {
  return (
    <Card size="small" title="Your plan" aria-busy>
      <Flex align="center" style={{ height: 22 }}>
        <Skeleton.Input active size="small" style={{ height: 16 }} />
      </Flex>
    </Card>
  );
}

/**
 * The empty state: 'Create Your First Event' goes through the same limits check as Create Event, so on a
 * plan without events it opens the upgrade path; that plan's people are told why first.
 */
function NoEventsYet({ onCreate }: { onCreate: () => void }) {
  const { data } = useSubscription();
  const cannotCreate = data ? parseUsage(data.usage.events).limit === 0 : false;
  return (
    <Empty description="No Events Yet">
      {cannotCreate && (
        <Typography.Paragraph type="secondary">
          When someone invites you to an event, it appears here. Creating your own events comes with Pro.
        </Typography.Paragraph>
      )}
      <Button type="primary" onClick={onCreate}>
        Create Your First Event
      </Button>
    </Empty>
  );
}

function EventCard({ event, onDelete }: { event: EventListItem; onDelete: () => void }) {
  const navigate = useNavigate();
  return (
    <Card
      hoverable
      onClick={() => navigate(`/events/${event.id}`)}
      actions={
        canDeleteEvent(event.role)
          ? [
              <Button
                key="delete"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${event.name}`}
                onClick={(click) => {
                  click.stopPropagation();
                  onDelete();
                }}
              >
                Delete
              </Button>,
            ]
          : undefined
      }
    >
      <Card.Meta
        avatar={<EventLogo name={event.name} logo={event.customLogo} size={48} />}
        title={event.name}
        description={
          <Space orientation="vertical" size={4}>
            <Typography.Text type="secondary">
              {event.startDate ? formatMonthDayYear(event.startDate) : 'Date TBD'}
            </Typography.Text>
            <Space size={8} wrap>
              <RoleTag role={event.role} />
              <Typography.Text type="secondary">
                {event.memberCount} {event.memberCount === 1 ? 'member' : 'members'}
              </Typography.Text>
            </Space>
            {event.description && (
              <Typography.Paragraph ellipsis={{ rows: 2 }}>{event.description}</Typography.Paragraph>
            )}
          </Space>
        }
      />
    </Card>
  );
}

/** The signed-in home: every event of the user (spec section 2). */
export function EventsDashboard() {
  const { user } = useAuth();
  const { events, eventsLoading } = useCurrentEvent();
  const [filter, setFilter] = useState<'all' | 'active'>('all');
  const openUpgrade = useUpgradePrompt();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const confirm = useConfirm();

  const remove = useMutation({
    mutationFn: (eventId: string) => apiRequest('DELETE', `/api/events/${eventId}`),
    onSuccess: () => {
      notify({ title: 'Event Deleted', description: 'The event has been permanently deleted.' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
    },
    onError: (error) =>
      notify({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete event. Please try again.'),
        variant: 'destructive',
      }),
  });

  /** The limits are checked first; if the check itself fails the user goes on to the form anyway. */
  const createEvent = async () => {
    try {
      const limits = await apiGet<CreationLimits>('/api/user/subscription/limits');
      if (limits && !limits.canCreate) return openUpgrade('events');
    } catch {
      // Spec section 8: a failed limits check sends the user to the form regardless.
    }
    navigate('/create-event');
  };

  const confirmDelete = (event: EventListItem) =>
    confirm({
      title: 'Delete Event',
      content: `Are you sure you want to delete ${event.name}? All of its photos, travel plans, schedule and members will be removed. This cannot be undone.`,
      okText: 'Delete Event',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(event.id),
    });

  const all = events ?? [];
  const shown = all.filter((event) => filter === 'all' || isActiveEvent(event));
  /** A guest (no events of their own, invited to others) sees those events first, their plan after. */
  const guest = all.length > 0 && all.every((event) => event.role !== 'creator');
  const { data: plan } = useSubscription();
  const cannotCreate = plan ? parseUsage(plan.usage.events).limit === 0 : false;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ marginBottom: 0 }}>
        Welcome back, {user?.displayName}
      </Typography.Title>
      {!guest && <SubscriptionCard />}
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Segmented
          value={filter}
          onChange={(value) => setFilter(value as 'all' | 'active')}
          options={[
            { label: 'All Events', value: 'all' },
            { label: 'Active Only', value: 'active' },
          ]}
        />
        <Button
          type={guest || cannotCreate ? 'default' : 'primary'}
          icon={<PlusOutlined />}
          onClick={() => void createEvent()}
        >
          Create Event
        </Button>
      </Space>
      {guest && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          Events you’re invited to
        </Typography.Title>
      )}
      {eventsLoading ? (
        <Skeleton active />
      ) : shown.length === 0 && all.length === 0 ? (
        <NoEventsYet onCreate={() => void createEvent()} />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((event) => (
            <Col xs={24} sm={12} lg={8} key={event.id}>
              <EventCard event={event} onDelete={() => confirmDelete(event)} />
            </Col>
          ))}
        </Row>
      )}
      {guest && <SubscriptionCard />}
    </Space>
  );
}
