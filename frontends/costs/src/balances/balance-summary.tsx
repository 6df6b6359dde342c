import { UserAvatar } from '@gatherly/shared/ui';
import { Card, Flex, List, Tag, Typography } from 'antd';
import type { Balance } from '../common/costs-types';
import { balanceLine, balanceSummary } from './balance-wording';

/** The caller's standing first, then everyone's. */
export function BalanceSummary({
  balances,
  userId,
  currency,
  digits,
}: {
  balances: Balance[];
  userId: string | undefined;
  currency: string;
  digits: number;
}) {
  const mine = balances.find((balance) => balance.userId === userId);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {balanceSummary(mine?.net ?? 0, currency, digits)}
      </Typography.Title>
      <List
        aria-label="Balances"
        dataSource={balances.filter((balance) => balance.userId !== userId)}
        locale={{ emptyText: ' ' }}
        renderItem={(balance) => (
          <List.Item>
            <Flex gap={8} align="center" wrap>
              <UserAvatar name={balance.displayName} photoURL={balance.photoURL} />
              <Typography.Text strong>{balance.displayName}</Typography.Text>
              {balance.formerMember && <Tag>Former member</Tag>}
              <Typography.Text type={balance.net < 0 ? 'danger' : undefined}>
                {balanceLine(balance.net, currency, digits)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
