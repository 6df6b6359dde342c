import {
  apiGet,
  apiRequest,
  ApiError,
  type CreationLimits,
  type EventDetail,
  queryKeys,
  useAuth,
  useCurrentEvent,
  usageIcons,
  usageLevel,
} from '@gatherly/shared';
import { DateTimeField, DEFAULT_THEME_COLORS, endNotBefore, UsageBadge, useNotify } from '@gatherly/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, ColorPicker, Flex, Form, Input, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createEventBody, type CreateEventValues } from './create-event-body';

/** The server's own words for the same refusal (events.service.ts), said on the field before sending. */
export const END_BEFORE_START = 'End date must be after the start date';

/** An event usually runs a day or more: an empty end becomes the start plus one day. */
const EVENT_SPAN: [number, 'day'] = [1, 'day'];

const COLOR_FIELDS = [
  ['primary', 'Primary Color'],
  ['secondary', 'Secondary Color'],
  ['tertiary', 'Tertiary Color'],
] as const;

/** A colour chosen with the picker or typed as hex, kept in sync. */
function ColorField({ value, onChange, label }: { value?: string; onChange?: (value: string) => void; label: string }) {
  return (
    <Space.Compact>
      <ColorPicker value={value} onChange={(color) => onChange?.(color.toHexString())} />
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        aria-label={label}
        style={{ width: 120 }}
      />
    </Space.Compact>
  );
}

/** Create New Event (spec section 2). */
export function CreateEvent() {
  const [form] = Form.useForm<CreateEventValues>();
  const [mode, setMode] = useState<'specific' | 'tbd'>('specific');
  const [submitting, setSubmitting] = useState(false);
  const startDate = Form.useWatch('startDate', form);
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { rememberCreated } = useCurrentEvent();
  const { user } = useAuth();
  const { data: limits } = useQuery({
    queryKey: queryKeys.limits,
    queryFn: () => apiGet<CreationLimits>('/api/user/subscription/limits'),
  });

  const submit = async (values: CreateEventValues) => {
    setSubmitting(true);
    try {
      const { event } = await apiRequest<{ event: EventDetail }>(
        'POST',
        '/api/events',
        createEventBody(values, mode === 'tbd'),
      );
      rememberCreated(event.id);
      try {
        await queryClient.invalidateQueries({ queryKey: queryKeys.events });
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
      void queryClient.invalidateQueries({ queryKey: queryKeys.limits });
      notify({ title: 'Event Created', description: 'Your event has been created successfully!' });
      navigate(`/events/${event.id}`);
    } catch (error) {
      const text = error instanceof ApiError ? error.serverMessage : '';
      notify(
        text.includes('Premium subscription required')
          ? {
              title: 'Premium Required',
              // The spec's 'Contact support' had nowhere to go: the plans page says who changes a plan.
              description:
                'You need a premium subscription to create events. See Plans to find out how to upgrade your account.',
              variant: 'destructive',
            }
          : {
              title: 'Error',
              description: text || 'Failed to create event. Please try again.',
              variant: 'destructive',
            },
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Create New Event
        </Typography.Title>
        {limits && limits.limit !== 0 && (
          <UsageBadge
            level={usageLevel(limits.currentUsage, limits.limit)}
            {...usageIcons(limits.currentUsage, limits.limit, user?.subscriptionTier ?? 'free')}
          >
            {limits.currentUsage}/{limits.limit ?? '∞'} events
          </UsageBadge>
        )}
      </Space>
      {limits && !limits.canCreate && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={
            limits.limit === 0
              ? 'Your plan does not include creating events'
              : `You have created all ${limits.limit} events your plan allows`
          }
          description={`${
            limits.limit === 0 ? 'Creating events comes with Pro.' : 'More events need a larger plan.'
          } See Plans shows the plans and how to change yours.`}
          action={
            <Button size="small" onClick={() => navigate('/pricing')}>
              See Plans
            </Button>
          }
        />
      )}
      {/* A form that cannot be sent is not offered: the plan's explanation above is the whole screen. */}
      {limits && !limits.canCreate ? (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button onClick={() => navigate('/')}>Back to Dashboard</Button>
        </Flex>
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          initialValues={DEFAULT_THEME_COLORS}
          style={{ marginTop: 16 }}
          requiredMark={false}
        >
          <Form.Item
            name="name"
            label="Event Name"
            rules={[{ required: true, whitespace: true, message: 'Event name is required' }]}
          >
            <Input placeholder="Sam & Alex's Wedding" />
          </Form.Item>
          <Form.Item name="description" label="Description">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="location" label="Location">
            <Input />
          </Form.Item>
          <Form.Item label="Event Dates">
            <Segmented
              value={mode}
              onChange={(value) => {
                setMode(value as 'specific' | 'tbd');
                if (value === 'tbd') form.setFieldsValue({ startDate: null, endDate: null });
              }}
              options={[
                { label: 'Specific Dates', value: 'specific' },
                { label: 'Dates TBD', value: 'tbd' },
              ]}
            />
          </Form.Item>
          {mode === 'specific' ? (
            <Space wrap>
              <Form.Item name="startDate" label="Start Date">
                <DateTimeField />
              </Form.Item>
              <Form.Item
                name="endDate"
                label="End Date"
                dependencies={['startDate']}
                rules={[endNotBefore('startDate', END_BEFORE_START)]}
              >
                <DateTimeField start={startDate} defaultSpan={EVENT_SPAN} />
              </Form.Item>
            </Space>
          ) : (
            <Alert
              type="info"
              showIcon
              title="Event dates will be determined later. You can update them in the event settings."
              style={{ marginBottom: 24 }}
            />
          )}
          <Form.Item name="customLogo" label="Event Logo URL (optional)">
            <Input placeholder="https://example.com/logo.png" inputMode="url" />
          </Form.Item>
          <Space wrap size="large">
            {COLOR_FIELDS.map(([name, label]) => (
              <Form.Item key={name} name={name} label={label}>
                <ColorField label={label} />
              </Form.Item>
            ))}
          </Space>
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/')}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting}>
              {submitting ? 'Creating...' : 'Create Event'}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
