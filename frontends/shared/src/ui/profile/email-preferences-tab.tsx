import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Divider, Flex, Skeleton, Switch, Typography } from 'antd';
import { apiCall, type ApiAnswer } from '../../api/api-call';
import { queryKeys } from '../../query/query-client';
import { useNotify } from '../notify';
import { PushDeviceSwitch } from './push-device-switch';

type Preferences = ApiAnswer<'/api/user/email-preferences', 'GET'>['preferences'];

const CHOICES: { key: keyof Preferences; label: string; help: string }[] = [
  { key: 'eventDates', label: 'Event dates', help: "When an event's dates are set or change" },
  { key: 'scheduleUpdates', label: 'Schedule updates', help: 'One digest when items are added, changed or cancelled' },
  { key: 'reminders', label: 'Reminders', help: 'Before each schedule item you are going to' },
  { key: 'announcements', label: 'Announcements', help: "The organisers' announcements to you" },
];

const SAVE_FAILED = {
  title: 'Error',
  description: 'Failed to save e-mail preferences. Please try again.',
  variant: 'destructive',
} as const;

/**
 * The owner's choice of the e-mails that keep them current, and of push notifications on this device.
 * Each e-mail switch saves as it flips (and flips back, with the error toast, if the save fails);
 * invitations are not a choice.
 */
export function EmailPreferencesTab() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = queryKeys.emailPreferences;
  const preferences = useQuery({
    queryKey: key,
    queryFn: async () => (await apiCall('GET', '/api/user/email-preferences')).preferences,
  });
  const save = useMutation({
    mutationFn: (change: Partial<Preferences>) => apiCall('PATCH', '/api/user/email-preferences', { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Preferences>(key);
      if (previous) queryClient.setQueryData<Preferences>(key, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(key, context?.previous);
      notify(SAVE_FAILED);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer.preferences),
  });

  if (!preferences.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        Choose which e-mails Gatherly sends you about your events. Invitations always reach you.
      </Typography.Text>
      {CHOICES.map(({ key: choice, label, help }) => (
        <Flex key={choice} gap={12} align="center" justify="space-between">
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong id={`email-${choice}`}>
              {label}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">{help}</Typography.Text>
          </div>
          <Switch
            aria-labelledby={`email-${choice}`}
            checked={preferences.data[choice]}
            onChange={(checked) => save.mutate({ [choice]: checked })}
          />
        </Flex>
      ))}
      <Divider style={{ margin: 0 }} />
      <PushDeviceSwitch />
    </Flex>
  );
}
