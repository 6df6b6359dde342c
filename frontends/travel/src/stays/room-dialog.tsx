import { Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useAddRoom, useUpdateRoom } from './stay-queries';
import { STAY_LIMITS } from './stay-rules';
import type { Stay, StayRoom } from './stay-types';

interface RoomValues {
  name: string;
  beds?: string;
  capacity: number;
}

/** Add a room to a stay, or edit one; a room can't shrink below the people in it (the server says so). */
export function RoomDialog({
  eventId,
  stay,
  room,
  open,
  onClose,
}: {
  eventId: string;
  stay: Stay | null;
  /** The room to edit; null to add one. */
  room: StayRoom | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RoomValues>();
  const add = useAddRoom(eventId);
  const update = useUpdateRoom(eventId);
  const saving = add.isPending || update.isPending;

  useEffect(() => {
    if (open) form.setFieldsValue({ name: room?.name ?? '', beds: room?.beds ?? '', capacity: room?.capacity ?? 2 });
  }, [open, room, form]);

  const submit = (values: RoomValues) => {
    const fields = { name: values.name.trim(), beds: values.beds?.trim() || null, capacity: values.capacity };
    if (room) update.mutate({ roomId: room.id, changes: fields }, { onSuccess: onClose });
    else if (stay) add.mutate({ stayId: stay.id, room: fields }, { onSuccess: onClose });
  };

  return (
    <Modal
      title={room ? 'Edit room' : `Add a room${stay ? ` to ${stay.name}` : ''}`}
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={saving ? 'Saving...' : room ? 'Save' : 'Add room'}
      okButtonProps={{ disabled: saving, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form form={form} name="room" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="name"
          label="Room name"
          rules={[{ required: true, whitespace: true, message: 'Room name is required' }]}
        >
          <Input maxLength={STAY_LIMITS.roomName} placeholder="e.g. Blue room" size="large" />
        </Form.Item>
        <Form.Item name="beds" label="Beds">
          <Input maxLength={STAY_LIMITS.beds} placeholder="e.g. 1 queen, 1 sofa bed" size="large" />
        </Form.Item>
        <Form.Item
          name="capacity"
          label="Sleeps"
          rules={[
            {
              required: true,
              type: 'integer',
              min: STAY_LIMITS.minCapacity,
              max: STAY_LIMITS.maxCapacity,
              message: `Sleeps ${STAY_LIMITS.minCapacity} to ${STAY_LIMITS.maxCapacity}`,
            },
          ]}
        >
          <InputNumber
            min={STAY_LIMITS.minCapacity}
            max={STAY_LIMITS.maxCapacity}
            precision={0}
            size="large"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
