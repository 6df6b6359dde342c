import { Form, Input, InputNumber, Modal } from 'antd';
import { MAX_AMOUNT_MINOR, toMinorUnits } from '@gatherly/shared';
import { COST_TITLE_MAX, todayDate } from './plan-cost-rules';
import { useAddPlanCost } from './plan-cost-queries';

interface CostValues {
  title: string;
  amount: number;
}

export interface AddCostDialogProps {
  eventId: string;
  /** What the cost is for; the people who share it follow the carpool's riders or the stay's sleepers. */
  link: { carpoolId: string } | { stayId: string };
  currency: string;
  digits: number;
  open: boolean;
  onClose: () => void;
}

/**
 * A small dialog for a carpool's or a stay's cost: a title and an amount in the event's currency. The
 * server has the caller (a carpool's driver) pay it and splits it among the plan's people.
 */
export function AddCostDialog({ eventId, link, currency, digits, open, onClose }: AddCostDialogProps) {
  const [form] = Form.useForm<CostValues>();
  const addCost = useAddPlanCost(eventId);

  const submit = ({ title, amount }: CostValues) => {
    // The field keeps the currency's decimals, so its number reads back exactly.
    const minor = toMinorUnits(String(amount), digits) ?? 0;
    addCost.mutate(
      {
        title: title.trim(),
        amount: minor,
        currency,
        spentOn: todayDate(),
        splitMode: 'equal',
        ...link,
      },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      title="Add a cost"
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={addCost.isPending ? 'Adding...' : 'Add cost'}
      okButtonProps={{ disabled: addCost.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form form={form} name="plan-cost" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="title"
          label="What for"
          rules={[{ required: true, whitespace: true, message: 'Say what the cost is for' }]}
        >
          <Input placeholder="e.g. Fuel" maxLength={COST_TITLE_MAX} size="large" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={`Amount (${currency})`}
          rules={[
            { required: true, message: 'Amount is required' },
            {
              validator: (_, value: number | null) => {
                if (value === null || value === undefined) return Promise.resolve();
                const minor = toMinorUnits(String(value), digits);
                if (minor === null || minor <= 0) return Promise.reject(new Error('Amount must be more than zero'));
                if (minor > MAX_AMOUNT_MINOR) return Promise.reject(new Error('Amount is too large'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber min={0} precision={digits} size="large" inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
