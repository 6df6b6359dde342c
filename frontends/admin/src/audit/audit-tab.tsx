import { AuditOutlined } from '@ant-design/icons';
import { EmptyState, LoadFailed, LoadingCards } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { useAudit } from '../common/admin-queries';
import { formatInstant } from '../common/admin-wording';
import { RowList } from '../common/row-list';

/** What operators did, newest first: who, what, to what, and when. */
export function AuditTab() {
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  if (audit.isPending) return <LoadingCards label="Loading the audit" />;
  if (audit.isError) return <LoadFailed what="audit" />;
  if (entries.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<AuditOutlined />}
          title="Nothing yet"
          description="What operators change here is recorded, newest first."
        />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <Card styles={{ body: { padding: '0 16px' } }}>
        <RowList
          label="Audit"
          rows={entries}
          rowKey={(entry) => entry.id}
          render={(entry) => (
            <Flex vertical gap={2}>
              <Typography.Text>{entry.summary}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {entry.operatorEmail} · {formatInstant(entry.createdAt)}
              </Typography.Text>
            </Flex>
          )}
        />
      </Card>
      {audit.hasNextPage && (
        <Flex justify="center">
          <Button loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
            Load more
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
