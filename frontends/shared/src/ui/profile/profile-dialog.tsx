import { apiGet, apiRequest } from '../../api/client';
import type { User } from '../../api/types';
import { useAuth } from '../../auth/auth-context';
import { useCurrentEvent } from '../../event/current-event-context';
import { formatMonthDayYear } from '../../format/dates';
import { queryKeys } from '../../query/query-client';
import { UserAvatar } from '../event-logo';
import { useNotify } from '../notify';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Modal, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { joinList, parseList } from './profile-lists';

type Mode = 'view' | 'edit';

const CORE_TEXT_FIELDS = [
  ['bio', 'Bio'],
  ['location', 'Location'],
  ['timezone', 'Timezone'],
  ['phoneNumber', 'Phone'],
  ['venmoUsername', 'Venmo (without @)'],
  ['instagramHandle', 'Instagram (without @)'],
  ['twitterHandle', 'Twitter (without @)'],
  ['linkedinUrl', 'LinkedIn'],
  ['website', 'Website'],
  ['emergencyContactName', 'Emergency contact'],
  ['emergencyContactPhone', 'Emergency contact phone'],
] as const;

const EVENT_TEXT_FIELDS = [
  ['eventNickname', 'Nickname'],
  ['role', 'Role at the event (e.g. Best Man)'],
  ['eventBio', 'About me for this event'],
  ['roomingPreferences', 'Rooming preferences'],
  ['transportationNotes', 'Transportation notes'],
  ['eventEmergencyContact', 'Emergency contact'],
  ['eventEmergencyContactPhone', 'Emergency contact phone'],
  ['eventDietaryNotes', 'Dietary notes'],
  ['specialRequests', 'Special requests'],
] as const;

type EventProfile = Record<string, unknown> & { eventAllergies: string[]; profileVisibility: string };

/**
 * A user's core and event profiles, viewed by anyone allowed and edited only by their owner
 * (spec section 2). Closing while editing returns to view mode and reloads.
 */
export function ProfileDialog({
  open,
  userId,
  onClose,
  initialMode = 'view',
  initialTab = 'core',
}: {
  open: boolean;
  userId: string;
  onClose: () => void;
  initialMode?: Mode;
  initialTab?: 'core' | 'event';
}) {
  const { user: me, refreshUser } = useAuth();
  const { currentEvent } = useCurrentEvent();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [tab, setTab] = useState<'core' | 'event'>(initialTab);
  const [saving, setSaving] = useState(false);
  const [coreForm] = Form.useForm();
  const [eventForm] = Form.useForm();
  const owner = me?.id === userId;
  const eventId = currentEvent?.id;

  const core = useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: async () => (await apiGet<{ user: User }>(`/api/users/${userId}`))?.user ?? null,
    enabled: open,
  });
  const eventProfile = useQuery({
    queryKey: queryKeys.eventProfile(eventId ?? '', userId),
    queryFn: async () =>
      (await apiGet<{ profile: EventProfile }>(`/api/events/${eventId}/users/${userId}/profile`))?.profile ?? null,
    enabled: open && Boolean(eventId),
  });
  const member = currentEvent?.members.find((candidate) => candidate.userId === userId);

  useEffect(() => {
    if (open && core.isError)
      notify({ title: 'Error', description: 'Failed to load profile information', variant: 'destructive' });
  }, [open, core.isError, notify]);

  const close = () => {
    if (mode === 'edit') {
      setMode('view');
      void core.refetch();
    }
    onClose();
  };

  const save = async () => {
    setSaving(true);
    try {
      if (tab === 'core') {
        const values = await coreForm.validateFields();
        await apiRequest('PUT', `/api/users/${userId}`, {
          ...values,
          dietaryRestrictions: parseList(values.dietaryRestrictions),
          allergies: parseList(values.allergies),
        });
        notify({ title: 'Profile updated', description: 'Your core profile has been successfully updated' });
        await refreshUser();
      } else {
        const values = await eventForm.validateFields();
        await apiRequest('PUT', `/api/events/${eventId}/users/${userId}/profile`, {
          ...values,
          eventAllergies: parseList(values.eventAllergies),
        });
        notify({
          title: 'Event profile updated',
          description: 'Your event-specific profile has been successfully updated',
        });
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.eventProfile(eventId ?? '', userId) });
      setMode('view');
    } catch (error) {
      if ((error as { errorFields?: unknown }).errorFields) return;
      notify({
        title: 'Error',
        description: tab === 'core' ? 'Failed to save profile changes' : 'Failed to save event profile changes',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const user = core.data;
  const coreTab = user ? (
    mode === 'edit' ? (
      <Form
        form={coreForm}
        layout="vertical"
        initialValues={{
          ...user,
          dietaryRestrictions: joinList(user.dietaryRestrictions),
          allergies: joinList(user.allergies),
        }}
      >
        <Form.Item
          name="displayName"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input />
        </Form.Item>
        {CORE_TEXT_FIELDS.map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={
              name === 'linkedinUrl'
                ? [{ type: 'url', message: 'Invalid LinkedIn URL' }]
                : name === 'website'
                  ? [{ type: 'url', message: 'Invalid website URL' }]
                  : undefined
            }
          >
            <Input
              placeholder={
                name === 'linkedinUrl'
                  ? 'https://www.linkedin.com/in/you'
                  : name === 'website'
                    ? 'https://example.com'
                    : undefined
              }
            />
          </Form.Item>
        ))}
        <Form.Item name="dietaryRestrictions" label="Dietary restrictions (comma-separated)">
          <Input />
        </Form.Item>
        <Form.Item name="allergies" label="Allergies (comma-separated)">
          <Input />
        </Form.Item>
        <Form.Item name="profilePrivacy" label="Profile privacy">
          <Select
            options={['public', 'friends', 'private'].map((value) => ({
              value,
              label: value[0]!.toUpperCase() + value.slice(1),
            }))}
          />
        </Form.Item>
      </Form>
    ) : (
      <Descriptions column={1} size="small">
        {CORE_TEXT_FIELDS.map(([name, label]) =>
          user[name] ? (
            <Descriptions.Item key={name} label={label.replace(' (without @)', '')}>
              {String(user[name])}
            </Descriptions.Item>
          ) : null,
        )}
        {user.dietaryRestrictions?.length ? (
          <Descriptions.Item label="Dietary restrictions">{joinList(user.dietaryRestrictions)}</Descriptions.Item>
        ) : null}
        {user.allergies?.length ? (
          <Descriptions.Item label="Allergies">{joinList(user.allergies)}</Descriptions.Item>
        ) : null}
      </Descriptions>
    )
  ) : (
    <Spin />
  );

  const profile = eventProfile.data;
  const eventTab = !eventId ? (
    <Typography.Text type="secondary">No Event</Typography.Text>
  ) : mode === 'edit' && profile ? (
    <Form
      form={eventForm}
      layout="vertical"
      initialValues={{ ...profile, eventAllergies: joinList(profile.eventAllergies) }}
    >
      {EVENT_TEXT_FIELDS.map(([name, label]) => (
        <Form.Item key={name} name={name} label={label}>
          <Input />
        </Form.Item>
      ))}
      <Form.Item name="eventAllergies" label="Allergies (comma-separated)">
        <Input />
      </Form.Item>
      <Form.Item name="profileVisibility" label="Who can see this">
        <Select
          options={[
            { value: 'public', label: 'Public' },
            { value: 'event_members', label: 'Event members' },
            { value: 'organizers_only', label: 'Organizers only' },
          ]}
        />
      </Form.Item>
    </Form>
  ) : profile ? (
    <Descriptions column={1} size="small">
      {EVENT_TEXT_FIELDS.map(([name, label]) =>
        profile[name] ? (
          <Descriptions.Item key={name} label={label}>
            {String(profile[name])}
          </Descriptions.Item>
        ) : null,
      )}
      {profile.eventAllergies?.length ? (
        <Descriptions.Item label="Allergies">{joinList(profile.eventAllergies)}</Descriptions.Item>
      ) : null}
    </Descriptions>
  ) : (
    <Typography.Text type="secondary">No event profile yet</Typography.Text>
  );

  return (
    <Modal
      open={open}
      onCancel={close}
      title={
        user ? (
          <Space>
            <UserAvatar name={user.displayName} photoURL={user.photoURL} size={48} />
            <div>
              <Typography.Text strong>{user.displayName}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{user.email}</Typography.Text>
              {member && (
                <div>
                  <Tag>{member.role === 'attendee' ? 'Attendee' : member.role === 'admin' ? 'Admin' : 'Creator'}</Tag>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Joined {formatMonthDayYear(member.joinedAt)}
                  </Typography.Text>
                </div>
              )}
            </div>
          </Space>
        ) : (
          'Profile'
        )
      }
      footer={
        owner
          ? mode === 'view'
            ? [
                <Button key="edit" type="primary" onClick={() => setMode('edit')}>
                  Edit Profile
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => setMode('view')}>
                  Cancel
                </Button>,
                <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
                  Save
                </Button>,
              ]
          : null
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'core' | 'event')}
        items={[
          { key: 'core', label: 'Core Profile', children: coreTab },
          { key: 'event', label: 'Event Profile', disabled: !eventId, children: eventTab },
        ]}
      />
    </Modal>
  );
}
