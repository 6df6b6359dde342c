import { ThunderboltOutlined } from '@ant-design/icons';
import { EmptyState, LoadFailed, LoadingCards, TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Button, Card, Flex, theme, Typography } from 'antd';
import { useFailedJobs, useQueues, useRetryJob } from '../common/admin-queries';
import { formatInstant } from '../common/admin-wording';
import { RowList } from '../common/row-list';
import type { QueueHealth } from '../common/admin-types';
import { COUNT_LABELS, HEALTH_LABEL, healthOf } from './queue-health';

const HEALTH_HUE = { paused: TAG_HUE.orange, failing: TAG_HUE.magenta, healthy: TAG_HUE.green };

function FailedJobs({ queue }: { queue: string }) {
  const jobs = useFailedJobs(queue, true);
  const retry = useRetryJob(queue);
  if (jobs.isPending) return <LoadingCards label={`Loading the failed jobs of ${queue}`} />;
  if (jobs.isError) return <LoadFailed what="failed jobs" />;
  return (
    <RowList
      label={`Failed jobs of ${queue}`}
      rows={jobs.data}
      rowKey={(job) => job.id}
      render={(job) => (
        <Flex vertical gap={4}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text strong>{job.name}</Typography.Text>
            <Button
              size="small"
              loading={retry.isPending && retry.variables === job.id}
              onClick={() => retry.mutate(job.id)}
              aria-label={`Retry ${job.name} ${job.id}`}
            >
              Retry
            </Button>
          </Flex>
          <Typography.Text type="danger">{job.failedReason || 'No reason recorded'}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {job.id} · {job.attemptsMade} {job.attemptsMade === 1 ? 'attempt' : 'attempts'} · failed{' '}
            {formatInstant(job.failedAt)}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}

function QueueCard({ queue }: { queue: QueueHealth }) {
  const health = healthOf(queue);
  const { token } = theme.useToken();
  return (
    <Card
      title={
        <Flex align="center" gap={8} wrap>
          <span>{queue.name}</span>
          <TintedTag hue={HEALTH_HUE[health]}>{HEALTH_LABEL[health]}</TintedTag>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <dl
          aria-label={`Jobs in ${queue.name}`}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', margin: 0 }}
        >
          {COUNT_LABELS.map(([key, label]) => (
            <div key={key}>
              <dt style={{ fontSize: 12, color: token.colorTextSecondary }}>{label}</dt>
              <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{queue.counts[key]}</dd>
            </div>
          ))}
        </dl>
        {queue.counts.failed > 0 && <FailedJobs queue={queue.name} />}
      </Flex>
    </Card>
  );
}

/** Each queue's counts and health, and its failed jobs with why they failed and a Retry. */
export function JobsTab() {
  const queues = useQueues();
  if (queues.isPending) return <LoadingCards label="Loading the queues" />;
  if (queues.isError) return <LoadFailed what="queues" />;
  if (queues.data.length === 0)
    return (
      <Card>
        <EmptyState icon={<ThunderboltOutlined />} title="No queues" description="The app has no job queues." />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Button loading={queues.isFetching} onClick={() => void queues.refetch()}>
          Refresh
        </Button>
      </Flex>
      {queues.data.map((queue) => (
        <QueueCard key={queue.name} queue={queue} />
      ))}
    </Flex>
  );
}
