import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DateTimeField } from '@gatherly/shared/ui';
import { Button, DatePicker, Flex, Form, Input, InputNumber, Modal, Segmented, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useCreateStay, useUpdateStay } from './stay-queries';
import { BOOKING_URL_INVALID, checkOutRefusal, isWebLink, KIND_LABEL, STAY_LIMITS } from './stay-rules';
import type { NewRoom, NewStay, Stay, StayKind } from './stay-types';

/** A stay's own fields, the same to add one and to edit one. */
type StayFields = Omit<NewStay, 'rooms'>;

interface StayValues {
  kind: StayKind;
  name: string;
  address?: string;
  bookingUrl?: string;
  bookingCode?: string;
  bookingCutoff?: Dayjs | null;
  checkIn?: Dayjs | null;
  checkOut?: Dayjs | null;
  membersClaimBeds: boolean;
  rooms?: { name: string; beds?: string; capacity: number }[];
}

const DEFAULT_ROOM = { name: '', beds: '', capacity: 2 };

const text = (value: string | undefined) => value?.trim() || null;

/** The form's values as the API takes them; a field the kind does not have is cleared. */
export function stayFields(values: StayValues): StayFields {
  const hotel = values.kind === 'hotel';
  return {
    kind: values.kind,
    name: values.name.trim(),
    address: text(values.address),
    bookingUrl: hotel ? text(values.bookingUrl) : null,
    bookingCode: hotel ? text(values.bookingCode) : null,
    bookingCutoff: hotel && values.bookingCutoff ? values.bookingCutoff.format('YYYY-MM-DD') : null,
    checkIn: !hotel && values.checkIn ? values.checkIn.toISOString() : null,
    checkOut: !hotel && values.checkOut ? values.checkOut.toISOString() : null,
    membersClaimBeds: values.membersClaimBeds,
  };
}

const newRooms = (rooms: StayValues['rooms']): NewRoom[] =>
  (rooms ?? []).map((room) => ({ name: room.name.trim(), beds: text(room.beds), capacity: room.capacity }));

/** A new stay leaves out what was left empty. */
const withoutEmpty = (fields: StayFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as StayFields;

/** Every field, so that opening the dialog for another stay (or a new one) leaves nothing of the last. */
function initialValues(stay: Stay | null): StayValues {
  if (!stay)
    return {
      kind: 'rental',
      name: '',
      address: '',
      bookingUrl: '',
      bookingCode: '',
      bookingCutoff: null,
      checkIn: null,
      checkOut: null,
      membersClaimBeds: true,
      rooms: [{ ...DEFAULT_ROOM }],
    };
  return {
    kind: stay.kind,
    name: stay.name,
    address: stay.address ?? '',
    bookingUrl: stay.bookingUrl ?? '',
    bookingCode: stay.bookingCode ?? '',
    bookingCutoff: stay.bookingCutoff ? dayjs(stay.bookingCutoff) : null,
    checkIn: stay.checkIn ? dayjs(stay.checkIn) : null,
    checkOut: stay.checkOut ? dayjs(stay.checkOut) : null,
    membersClaimBeds: stay.membersClaimBeds,
  };
}

/** Add a stay (with its rooms) or edit one (its rooms are edited on the card). */
export function StayDialog({
  eventId,
  stay,
  open,
  onClose,
}: {
  eventId: string;
  /** The stay to edit; null to add one. */
  stay: Stay | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<StayValues>();
  const create = useCreateStay(eventId);
  const update = useUpdateStay(eventId);
  const saving = create.isPending || update.isPending;
  const kind = Form.useWatch('kind', form) ?? stay?.kind ?? 'rental';
  const checkIn = Form.useWatch('checkIn', form);

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(stay));
  }, [open, stay, form]);

  const done = () => {
    form.resetFields();
    onClose();
  };
  const submit = (values: StayValues) => {
    const fields = stayFields(values);
    if (stay) update.mutate({ stayId: stay.id, changes: fields }, { onSuccess: done });
    else create.mutate({ ...withoutEmpty(fields), rooms: newRooms(values.rooms) }, { onSuccess: done });
  };

  const title = stay ? 'Edit stay' : 'Add a stay';
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={saving ? 'Saving...' : stay ? 'Save' : 'Add stay'}
      okButtonProps={{ disabled: saving, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form
        form={form}
        name="stay"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={initialValues(stay)}
      >
        <Form.Item name="kind" label="Kind">
          <Segmented<StayKind>
            block
            options={(['rental', 'hotel'] as const).map((value) => ({ value, label: KIND_LABEL[value] }))}
          />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
          <Input
            placeholder={kind === 'hotel' ? 'e.g. Hotel Arts' : 'e.g. Villa Sol'}
            maxLength={STAY_LIMITS.name}
            size="large"
          />
        </Form.Item>
        <Form.Item name="address" label="Address">
          <Input maxLength={STAY_LIMITS.address} size="large" />
        </Form.Item>
        {kind === 'hotel' ? (
          <>
            <Form.Item
              name="bookingUrl"
              label="Booking link"
              rules={[
                {
                  validator: (_, value: string | undefined) =>
                    !value?.trim() || isWebLink(value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(BOOKING_URL_INVALID)),
                },
              ]}
            >
              <Input inputMode="url" maxLength={STAY_LIMITS.bookingUrl} size="large" />
            </Form.Item>
            <Form.Item name="bookingCode" label="Booking code">
              <Input maxLength={STAY_LIMITS.bookingCode} size="large" />
            </Form.Item>
            <Form.Item name="bookingCutoff" label="Book by">
              <DatePicker size="large" format="MMM D, YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="checkIn" label="Check-in">
              <DateTimeField size="large" />
            </Form.Item>
            <Form.Item
              name="checkOut"
              label="Check-out"
              dependencies={['checkIn']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: Dayjs | null | undefined) => {
                    const refusal = checkOutRefusal(getFieldValue('checkIn') as Dayjs | null | undefined, value);
                    return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
                  },
                }),
              ]}
            >
              <DateTimeField size="large" start={checkIn} defaultSpan={[2, 'day']} />
            </Form.Item>
          </>
        )}
        <Form.Item name="membersClaimBeds" label="Members may claim beds" valuePropName="checked">
          <Switch />
        </Form.Item>
        {!stay && <RoomRows />}
      </Form>
    </Modal>
  );
}

function RoomRows() {
  return (
    <Form.List
      name="rooms"
      rules={[
        {
          validator: (_, rooms: unknown[] | undefined) =>
            (rooms?.length ?? 0) > STAY_LIMITS.rooms
              ? Promise.reject(new Error(`At most ${STAY_LIMITS.rooms} rooms`))
              : Promise.resolve(),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          <Typography.Text strong>Rooms</Typography.Text>
          {fields.map((field, index) => (
            <Flex
              key={field.key}
              role="group"
              aria-label={`Room ${index + 1}`}
              wrap
              gap={8}
              align="start"
              style={{ width: '100%' }}
            >
              <Form.Item
                name={[field.name, 'name']}
                label="Room name"
                rules={[{ required: true, whitespace: true, message: 'Room name is required' }]}
                style={{ flex: '1 1 140px', marginBottom: 0 }}
              >
                <Input maxLength={STAY_LIMITS.roomName} placeholder="e.g. Blue room" />
              </Form.Item>
              <Form.Item name={[field.name, 'beds']} label="Beds" style={{ flex: '1 1 140px', marginBottom: 0 }}>
                <Input maxLength={STAY_LIMITS.beds} placeholder="e.g. 1 queen, 1 sofa bed" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'capacity']}
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
                style={{ flex: '0 0 96px', marginBottom: 0 }}
              >
                <InputNumber min={STAY_LIMITS.minCapacity} max={STAY_LIMITS.maxCapacity} precision={0} />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove room ${index + 1}`}
                onClick={() => remove(field.name)}
                style={{ marginTop: 30 }}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < STAY_LIMITS.rooms && (
            <Button icon={<PlusOutlined />} onClick={() => add({ ...DEFAULT_ROOM })} style={{ alignSelf: 'start' }}>
              Add a room
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
