import { apiCall, apiGet, parseUsage, queryKeys, type SubscriptionSummary, type UpgradeReason } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { limitReachedText, UPGRADE_TARGET, upgradePitch } from './plans/plan-copy';

/** Spec section 9: the dialog closes 1 s after it opened the pricing page. */
export const CLOSE_AFTER_PRICING_MS = 1000;

/**
 * Shown when a limit is reached, for events, or for a feature the plan lacks (data export): offers Pro from
 * free and Enterprise from Pro, pitching what the next plan really gives, from the plans' own numbers
 * (never "10x" of none).
 */
export function UpgradeDialog({
  open,
  reason = 'events',
  onClose,
}: {
  open: boolean;
  reason?: UpgradeReason;
  onClose: () => void;
}) {
  const notify = useNotify();
  const summary = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet<SubscriptionSummary>('/api/user/subscription'),
    enabled: open,
  });
  const plans = useQuery({ queryKey: queryKeys.plans, queryFn: () => apiCall('GET', '/api/plans'), enabled: open });
  const failed = summary.isError || plans.isError;
  useEffect(() => {
    if (open && failed) {
      notify({
        title: 'Upgrade Required',
        description: "You've reached your subscription limits. Upgrade to continue using all features.",
        variant: 'destructive',
      });
    }
  }, [open, failed, notify]);

  const tier = summary.data?.tier ?? 'free';
  const current = plans.data?.plans.find((plan) => plan.tier === tier);
  const targetTier = UPGRADE_TARGET[tier];
  const target = plans.data?.plans.find((plan) => plan.tier === targetTier);
  const events = summary.data ? parseUsage(summary.data.usage.events) : undefined;
  const openPricing = () => {
    window.open('/pricing', '_blank', 'noopener');
    setTimeout(onClose, CLOSE_AFTER_PRICING_MS);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={targetTier === null ? 'You are on Enterprise' : `Upgrade to ${target?.displayName ?? 'Pro'}`}
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
        {reason === 'export'
          ? `Data export is not included in the ${summary.data?.displayName ?? 'Free'} plan. Pro and Enterprise download the members, travel, the schedule and the photos of your events.`
          : summary.data && events
            ? limitReachedText(summary.data.displayName, events.used, events.limit)
            : 'Your plan does not allow another event.'}
      </Typography.Paragraph>
      {current && target && (
        <>
          <Typography.Paragraph strong>{target.displayName} gives you:</Typography.Paragraph>
          <ul style={{ paddingInlineStart: 20, marginBottom: 0 }}>
            {upgradePitch(current, target).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        There is no payment here: See Plans shows who changes your plan, and how.
      </Typography.Paragraph>
    </Modal>
  );
}
