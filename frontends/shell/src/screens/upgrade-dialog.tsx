import { apiGet, queryKeys, type SubscriptionSummary } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, List, Modal, Typography } from 'antd';
import { useEffect } from 'react';

const TARGET = { free: 'Pro', paid: 'Enterprise', enterprise: 'Enterprise' } as const;
const PITCH = {
  free: ['10x more events', 'Up to 100 attendees per event', 'Custom branding', 'Data export'],
  paid: ['Unlimited events', 'Up to 1,000 attendees per event', 'Priority e-mail delivery', 'Analytics'],
  enterprise: ['Unlimited events', 'Up to 1,000 attendees per event'],
} as const;

/** Shown when a limit is reached: offers Pro from free and Enterprise from Pro, for events. */
export function UpgradeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const { data, isError } = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet<SubscriptionSummary>('/api/user/subscription'),
    enabled: open,
  });
  useEffect(() => {
    if (open && isError) {
      notify({
        title: 'Upgrade Required',
        description: "You've reached your subscription limits. Upgrade to continue using all features.",
        variant: 'destructive',
      });
    }
  }, [open, isError, notify]);
  const tier = data?.tier ?? 'free';
  const openPricing = () => {
    window.open('/pricing', '_blank', 'noopener');
    setTimeout(onClose, 1000);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={`Upgrade to ${TARGET[tier]}`}
      footer={[
        <Button key="later" onClick={onClose}>
          Maybe Later
        </Button>,
        <Button key="upgrade" type="primary" onClick={openPricing}>
          See Plans
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        You've reached the event limit of your {data?.displayName ?? 'current'} plan. Upgrade to keep creating events.
      </Typography.Paragraph>
      <List size="small" dataSource={[...PITCH[tier]]} renderItem={(item) => <List.Item>{item}</List.Item>} />
    </Modal>
  );
}
