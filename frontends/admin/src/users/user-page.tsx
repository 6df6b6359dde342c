import { ArrowLeftOutlined } from '@ant-design/icons';
import { LoadFailed, LoadingCards } from '@gatherly/shared/ui';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useUser } from '../common/admin-queries';
import { formatBytes, formatInstant } from '../common/admin-wording';
import { UserActions } from './user-actions';
import { UserEvents } from './user-events';
import { UserTags } from './user-tags';

/** One user: who they are, their plan and sign-in, what they use, and every event they belong to. */
export function UserPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useUser(userId);
  const back = (
    <Link to=".." relative="path">
      <ArrowLeftOutlined /> All users
    </Link>
  );
  if (detail.isPending) return <LoadingCards label="Loading the user" />;
  if (detail.isError)
    return (
      <Flex vertical gap={16}>
        {back}
        <LoadFailed what="user" />
      </Flex>
    );
  const { user, events } = detail.data;
  return (
    <Flex vertical gap={16}>
      {back}
      <Card>
        <Flex vertical gap={8}>
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {user.displayName}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography.Text>
          <Flex wrap gap={4}>
            <UserTags user={user} />
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'created', label: 'Joined', children: formatInstant(user.createdAt) },
              { key: 'login', label: 'Last sign-in', children: formatInstant(user.lastLoginAt) },
              { key: 'events', label: 'Events created', children: user.eventsCreated },
              { key: 'storage', label: 'Storage', children: formatBytes(user.storageBytes) },
              ...(user.billing
                ? [
                    { key: 'billing', label: 'Billing', children: user.billing.status ?? '—' },
                    { key: 'period', label: 'Paid until', children: formatInstant(user.billing.currentPeriodEnd) },
                  ]
                : []),
            ]}
          />
        </Flex>
      </Card>
      <UserActions user={user} onDeleted={() => void navigate('..', { relative: 'path' })} />
      <UserEvents events={events} />
    </Flex>
  );
}
