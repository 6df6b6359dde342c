import { DeleteOutlined } from '@ant-design/icons';
import { useConfirm } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Payment } from '../common/costs-types';
import { useDeletePayment } from '../common/costs-queries';
import { formatMoney } from '@gatherly/shared';

/** Payments between people; who recorded one, either side or an admin may delete it. */
export function PaymentsList({
  eventId,
  payments,
  nameOf,
  userId,
  admin,
  currency,
  digits,
}: {
  eventId: string;
  payments: Payment[];
  nameOf: (userId: string) => string;
  userId: string | undefined;
  admin: boolean;
  currency: string;
  digits: number;
}) {
  const confirm = useConfirm();
  const remove = useDeletePayment(eventId);
  if (payments.length === 0) return null;
  const mayDelete = (payment: Payment) =>
    admin || [payment.recordedBy, payment.fromUserId, payment.toUserId].includes(userId ?? '');
  return (
    <Card title={`Payments (${payments.length})`}>
      <Flex vertical gap={12} role="list" aria-label="Payments">
        {payments.map((payment) => {
          const line = `${nameOf(payment.fromUserId)} paid ${nameOf(payment.toUserId)} ${formatMoney(payment.amount, currency, digits)}`;
          return (
            <Flex key={payment.id} role="listitem" justify="space-between" align="center" gap={8}>
              <div>
                <Typography.Text>{line}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{dayjs(payment.paidOn).format('MMM D, YYYY')}</Typography.Text>
              </div>
              {mayDelete(payment) && (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete payment: ${line}`}
                  onClick={() =>
                    confirm({
                      title: 'Delete payment',
                      content: `${line}: delete this payment?`,
                      okText: 'Delete payment',
                      okButtonProps: { danger: true },
                      onOk: () => remove.mutateAsync(payment.id),
                    })
                  }
                />
              )}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
