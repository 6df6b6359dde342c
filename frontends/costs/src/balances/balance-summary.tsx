import { UserAvatar } from '@gatherly/shared/ui';
import { Card, Flex, Tag, Typography } from 'antd';
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
      <Flex vertical gap={8} role="list" aria-label="Balances">
        {balances
          .filter((balance) => balance.userId !== userId)
          .map((balance) => (
            <Flex key={balance.userId} role="listitem" gap={8} align="center" wrap>
              <UserAvatar name={balance.displayName} photoURL={balance.photoURL} />
              <Typography.Text strong>{balance.displayName}</Typography.Text>
              {balance.formerMember && <Tag>Former member</Tag>}
              <Typography.Text type={balance.net < 0 ? 'danger' : undefined}>
                {balanceLine(balance.net, currency, digits)}
              </Typography.Text>
            </Flex>
          ))}
      </Flex>
    </Card>
  );
}
