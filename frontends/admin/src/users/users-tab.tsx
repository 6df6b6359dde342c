import { TeamOutlined } from '@ant-design/icons';
import { EmptyState, LoadFailed, LoadingCards } from '@gatherly/shared/ui';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUsers } from '../common/admin-queries';
import { RowList } from '../common/row-list';
import { UserTags } from './user-tags';

/** Everyone with an account, searchable by e-mail or name; each opens their own page. */
export function UsersTab() {
  const [q, setQ] = useState('');
  const users = useUsers(q);
  const found = users.data?.pages.flatMap((page) => page.users) ?? [];

  let content;
  if (users.isPending) content = <LoadingCards label="Loading users" />;
  else if (users.isError) content = <LoadFailed what="users" />;
  else if (found.length === 0)
    content = (
      <Card>
        <EmptyState
          icon={<TeamOutlined />}
          title="No users found"
          description={q ? `Nobody's e-mail or name contains "${q}".` : 'Nobody has signed in yet.'}
        />
      </Card>
    );
  else
    content = (
      <Card styles={{ body: { padding: '0 16px' } }}>
        <RowList
          label="Users"
          rows={found}
          rowKey={(user) => user.id}
          render={(user) => (
            <Flex vertical gap={4}>
              <Link to={user.id} style={{ fontWeight: 600 }}>
                {user.displayName}
              </Link>
              <Typography.Text type="secondary">{user.email}</Typography.Text>
              <Flex wrap gap={4}>
                <UserTags user={user} />
              </Flex>
            </Flex>
          )}
        />
      </Card>
    );

  return (
    <Flex vertical gap={16}>
      <Input.Search
        aria-label="Search users"
        placeholder="Search by e-mail or name"
        allowClear
        enterButton="Search"
        onSearch={(value) => setQ(value.trim())}
      />
      {content}
      {users.hasNextPage && (
        <Flex justify="center">
          <Button loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            Load more
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
