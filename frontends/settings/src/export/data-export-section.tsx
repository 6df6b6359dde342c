import { DownloadOutlined } from '@ant-design/icons';
import { apiGet, queryKeys, type SubscriptionSummary, useUpgradePrompt } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { EVERYTHING_FILE, EXPORT_FILES, exportUrl } from './export-files';

/**
 * Data Export, for the event's admins: each part of the event as a file, or all of it in one archive. On
 * a plan without export the card says what it would give and opens the upgrade dialog instead.
 */
export function DataExportSection({ eventId }: { eventId: string }) {
  const openUpgrade = useUpgradePrompt();
  const subscription = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet<SubscriptionSummary>('/api/user/subscription'),
  });
  const allowed = subscription.data?.features.exportDataEnabled;

  return (
    <Card title="Data Export">
      <Typography.Paragraph type="secondary">
        Take your event with you: members, travel, the schedule and photos as files that open in spreadsheets, calendars
        and photo apps.
      </Typography.Paragraph>
      {allowed === undefined ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : allowed ? (
        <Flex vertical gap={12}>
          <ul aria-label="Export files" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {EXPORT_FILES.map((item) => (
              <li key={item.file}>
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography.Text strong>{item.title}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{item.description}</Typography.Text>
                  </div>
                  <Button
                    icon={<DownloadOutlined />}
                    href={exportUrl(eventId, item.file)}
                    download
                    aria-label={`Download ${item.title} as ${item.format}`}
                  >
                    {item.format}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={exportUrl(eventId, EVERYTHING_FILE)}
            download
            block
            aria-label="Download Everything (ZIP)"
          >
            Download Everything (ZIP)
          </Button>
        </Flex>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>Data export is part of the Pro and Enterprise plans.</Typography.Text>
          <Button type="primary" onClick={() => openUpgrade('export')}>
            Upgrade to Export
          </Button>
        </Flex>
      )}
    </Card>
  );
}
