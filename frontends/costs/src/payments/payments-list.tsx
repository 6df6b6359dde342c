import { DeleteOutlined } from '@ant-design/icons';
import { useConfirm } from '@gatherly/shared/ui';
import { Button, Card, List, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Payment } from '../common/costs-types';
import { useDeletePayment } from '../common/costs-queries';
import { formatMoney } from '../common/money';

/** Payments between people, newest first; who recorded one, either side or an admin may delete it. */
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
      <List
        aria-label="Payments"
        dataSource={payments}
        renderItem={(payment) => {
          const line = `${nameOf(payment.fromUserId)} paid ${nameOf(payment.toUserId)} ${formatMoney(payment.amount, currency, digits)}`;
          return (
            <List.Item
              actions={
                mayDelete(payment)
                  ? [
                      <Button
                        key="delete"
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
                      />,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={line}
                description={
                  <Typography.Text type="secondary">{dayjs(payment.paidOn).format('MMM D, YYYY')}</Typography.Text>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
