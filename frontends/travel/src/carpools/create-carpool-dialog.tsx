import { DateTimeField } from '@gatherly/shared/ui';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useCreateCarpool } from '../common/travel-queries';
import { DEPARTURE_TIME_REQUIRED } from '../flights/flight-rules';
import type { CarpoolPrefill } from '../rides/ride-rules';
import { DEFAULT_SEATS, MAX_SEATS, MIN_SEATS } from './carpool-rules';

interface CarpoolValues {
  fromLocation: string;
  toLocation: string;
  departureTime: Dayjs;
  maxSeats: number;
}

const LOCATION_MAX = 200;

/**
 * The Create Carpool dialog (spec section 2); closes and resets once the carpool is created. Offering a
 * ride to people landing together fills it in, and the carpool invites them.
 */
export function CreateCarpoolDialog({
  eventId,
  open,
  onClose,
  prefill = null,
}: {
  eventId: string;
  open: boolean;
  onClose: () => void;
  prefill?: CarpoolPrefill | null;
}) {
  const [form] = Form.useForm<CarpoolValues>();
  const createCarpool = useCreateCarpool(eventId);

  useEffect(() => {
    if (open && prefill)
      form.setFieldsValue({
        fromLocation: prefill.fromLocation,
        departureTime: dayjs(prefill.departureTime),
        maxSeats: prefill.maxSeats,
      });
  }, [open, prefill, form]);
  const invite = prefill?.invitees.map((invitee) => invitee.userId) ?? [];

  const submit = (values: CarpoolValues) =>
    createCarpool.mutate(
      {
        fromLocation: values.fromLocation.trim(),
        toLocation: values.toLocation.trim(),
        departureTime: values.departureTime.toISOString(),
        maxSeats: values.maxSeats,
        ...(invite.length > 0 ? { invite } : {}),
      },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
      },
    );

  return (
    <Modal
      title="Create Carpool"
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={createCarpool.isPending ? 'Creating...' : 'Create Carpool'}
      okButtonProps={{ disabled: createCarpool.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form
        form={form}
        name="carpool"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ maxSeats: DEFAULT_SEATS }}
      >
        {prefill && prefill.invitees.length > 0 && (
          <Typography.Paragraph>
            {prefill.invitees.map((invitee) => invitee.displayName).join(', ')}{' '}
            {prefill.invitees.length === 1 ? 'gets' : 'get'} an invitation to join.
          </Typography.Paragraph>
        )}
        <Form.Item
          name="fromLocation"
          label="From"
          rules={[{ required: true, whitespace: true, message: 'From location is required' }]}
        >
          <Input placeholder="e.g. Barcelona airport" maxLength={LOCATION_MAX} size="large" />
        </Form.Item>
        <Form.Item
          name="toLocation"
          label="To"
          rules={[{ required: true, whitespace: true, message: 'To location is required' }]}
        >
          <Input placeholder="e.g. Villa Sol, Sitges" maxLength={LOCATION_MAX} size="large" />
        </Form.Item>
        <Form.Item
          name="departureTime"
          label="Departure Time"
          rules={[{ required: true, message: DEPARTURE_TIME_REQUIRED }]}
        >
          <DateTimeField size="large" />
        </Form.Item>
        <Form.Item
          name="maxSeats"
          label="Available Seats"
          extra="Your own seat included"
          rules={[
            {
              required: true,
              type: 'integer',
              min: MIN_SEATS,
              max: MAX_SEATS,
              message: `Seats must be a whole number from ${MIN_SEATS} to ${MAX_SEATS}`,
            },
          ]}
        >
          <InputNumber min={MIN_SEATS} max={MAX_SEATS} precision={0} size="large" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
