import { useAuth } from '../../auth/auth-context';
import { useCurrentEvent } from '../../event/current-event-context';
import { queryKeys } from '../../query/query-client';
import { useNotify } from '../notify';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { CoreProfileTab } from './core-profile';
import { EmailPreferencesTab } from './email-preferences-tab';
import { EventProfileTab } from './event-profile';
import { saveCoreProfile, saveEventProfile, useCoreProfile, useEventProfile } from './profile-api';
import { ProfileTitle } from './profile-title';

type Mode = 'view' | 'edit';
type Tab = 'core' | 'event' | 'emails';

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
  initialTab?: Tab;
}) {
  const { user: me, refreshUser } = useAuth();
  const { currentEvent } = useCurrentEvent();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [tab, setTab] = useState<Tab>(initialTab);
  const [saving, setSaving] = useState(false);
  const [coreForm] = Form.useForm();
  const [eventForm] = Form.useForm();
  const owner = me?.id === userId;
  const eventId = currentEvent?.id;
  const core = useCoreProfile(userId, open);
  const eventProfile = useEventProfile(eventId, userId, open);
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
      if (tab === 'core') await saveCoreProfile(userId, await coreForm.validateFields());
      else await saveEventProfile(eventId, userId, await eventForm.validateFields());
    } catch (error) {
      setSaving(false);
      if ((error as { errorFields?: unknown }).errorFields) return;
      notify({
        title: 'Error',
        description: tab === 'core' ? 'Failed to save profile changes' : 'Failed to save event profile changes',
        variant: 'destructive',
      });
      return;
    }
    // Saved: what shows the profile is read again first, so the toast comes as the dialog shows the saved
    // profile. A re-read that fails leaves the profile saved, and says nothing of a failed save.
    await Promise.allSettled([
      tab === 'core' ? refreshUser() : undefined,
      queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.eventProfile(eventId ?? '', userId) }),
    ]);
    notify(
      tab === 'core'
        ? { title: 'Profile updated', description: 'Your core profile has been successfully updated' }
        : { title: 'Event profile updated', description: 'Your event-specific profile has been successfully updated' },
    );
    setMode('view');
    setSaving(false);
  };

  const editing = mode === 'edit';
  const otherMemberName = owner ? undefined : (member?.user.displayName ?? core.data?.displayName ?? 'This member');
  return (
    <Modal
      open={open}
      onCancel={close}
      title={<ProfileTitle user={core.data} member={member} />}
      footer={
        // The e-mail choices save as they change: nothing to edit or save there.
        owner && tab !== 'emails'
          ? editing
            ? [
                <Button key="cancel" onClick={() => setMode('view')}>
                  Cancel
                </Button>,
                <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
                  Save
                </Button>,
              ]
            : [
                <Button key="edit" type="primary" onClick={() => setMode('edit')}>
                  Edit Profile
                </Button>,
              ]
          : null
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'core',
            label: 'Core Profile',
            children: (
              <CoreProfileTab user={core.data} editing={editing} form={coreForm} otherMemberName={otherMemberName} />
            ),
          },
          {
            key: 'event',
            label: 'Event Profile',
            disabled: !eventId,
            children: (
              <EventProfileTab
                eventId={eventId}
                profile={eventProfile.data}
                editing={editing}
                form={eventForm}
                otherMemberName={otherMemberName}
              />
            ),
          },
          ...(owner ? [{ key: 'emails', label: 'Alerts', children: <EmailPreferencesTab /> }] : []),
        ]}
      />
    </Modal>
  );
}
