import { useConfirm } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Transfer } from '../common/costs-types';
import { formatMoney } from '@gatherly/shared';
import { useRecordPayment } from '../common/costs-queries';

/** The caller's own payments to make or receive first: those are the ones they act on. */
const mineFirst = (transfers: Transfer[], userId: string | undefined) => {
  const mine = (transfer: Transfer) => transfer.fromUserId === userId || transfer.toUserId === userId;
  return [...transfers.filter(mine), ...transfers.filter((transfer) => !mine(transfer))];
};

/**
 * The fewest payments that settle everyone up. Whoever pays can open Venmo at the payment when the
 * recipient gave their Venmo name; "Record payment" notes that it was paid, for either side or an admin.
 */
export function SettleUp({
  eventId,
  transfers,
  nameOf,
  userId,
  admin,
  currency,
  digits,
}: {
  eventId: string;
  transfers: Transfer[];
  nameOf: (userId: string) => string;
  userId: string | undefined;
  admin: boolean;
  currency: string;
  digits: number;
}) {
  const confirm = useConfirm();
  const record = useRecordPayment(eventId);
  if (transfers.length === 0) return null;
  const who = (id: string, you: string) => (id === userId ? you : nameOf(id));
  const line = (transfer: Transfer) =>
    `${who(transfer.fromUserId, 'You')} ${transfer.fromUserId === userId ? 'pay' : 'pays'} ${who(transfer.toUserId, 'you')} ${formatMoney(transfer.amount, currency, digits)}`;

  return (
    <Card title="Settle up">
      <Flex vertical gap={16} role="list" aria-label="Settle up">
        {mineFirst(transfers, userId).map((transfer) => {
          const mayRecord = admin || transfer.fromUserId === userId || transfer.toUserId === userId;
          return (
            <Flex key={`${transfer.fromUserId}-${transfer.toUserId}`} vertical gap={8} role="listitem">
              <Typography.Text>{line(transfer)}</Typography.Text>
              <Flex gap={8} wrap>
                {transfer.venmoUrl && transfer.fromUserId === userId && (
                  <Button href={transfer.venmoUrl} target="_blank" rel="noopener noreferrer">
                    Pay with Venmo
                  </Button>
                )}
                {mayRecord && (
                  <Button
                    type="primary"
                    onClick={() =>
                      confirm({
                        title: 'Record payment',
                        content: `${line(transfer)}: record it as paid today?`,
                        okText: 'Record payment',
                        onOk: () =>
                          record.mutateAsync({
                            fromUserId: transfer.fromUserId,
                            toUserId: transfer.toUserId,
                            amount: transfer.amount,
                            paidOn: dayjs().format('YYYY-MM-DD'),
                          }),
                      })
                    }
                  >
                    Record payment
                  </Button>
                )}
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
