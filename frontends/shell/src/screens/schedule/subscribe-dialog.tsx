import { CopyOutlined } from '@ant-design/icons';
import { useNotify } from '@gatherly/shared/ui';
import { Button, Input, Modal, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { webcalUrl } from './calendar-links';
import { SCHEDULE_TOASTS } from './schedule-toasts';
import { useCalendarFeed, useResetCalendarFeed } from './schedule-queries';

/**
 * The member's own feed of everything they are going to, across their events: a webcal link that calendar
 * apps subscribe to, the https link to paste where webcal is not understood, and a reset for a link that
 * was shared by mistake.
 */
export default function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const feed = useCalendarFeed(open);
  const reset = useResetCalendarFeed();
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    notify(SCHEDULE_TOASTS.linkCopied);
  };

  return (
    <Modal title="Subscribe to Your Schedule" open={open} onCancel={onClose} footer={null}>
      <Typography.Paragraph>
        Everything you are going to, in all your events, in your own calendar app. It updates as plans change.
      </Typography.Paragraph>
      {!url ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Button type="primary" size="large" href={webcalUrl(url)} block>
            Subscribe in Calendar App
          </Button>
          <div>
            <Typography.Text type="secondary">
              Or paste this link where your calendar asks for a calendar URL (Google Calendar: Other calendars, From
              URL):
            </Typography.Text>
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input readOnly value={url} aria-label="Calendar link" onFocus={(event) => event.target.select()} />
              <Button icon={<CopyOutlined />} onClick={() => void copy()}>
                Copy
              </Button>
            </Space.Compact>
          </div>
          <Popconfirm
            title="Reset calendar link?"
            description="Calendars using the old link stop updating."
            okText="Reset Link"
            okButtonProps={{ danger: true }}
            onConfirm={() => reset.mutateAsync().catch(() => undefined)}
          >
            <Button type="link" danger style={{ paddingInline: 0 }} loading={reset.isPending}>
              Reset Link
            </Button>
          </Popconfirm>
        </Space>
      )}
    </Modal>
  );
}
