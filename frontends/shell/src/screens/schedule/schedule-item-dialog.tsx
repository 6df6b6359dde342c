import type { ScheduleItem } from '@gatherly/shared';
import { DateTimeField, endNotBefore } from '@gatherly/shared/ui';
import { Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { partyLabel, useEventParties } from './event-parties';
import { ScheduleItemQuestions } from './schedule-item-questions';
import { useSaveScheduleItem } from './schedule-queries';
import { zoneLabel } from './zone-label';
import { instantOf, wallClockIn } from './zoned-time';

interface ItemValues {
  title: string;
  startTime: Dayjs;
  endTime?: Dayjs | null;
  location?: string;
  description?: string;
  audience: Audience;
  partyIds?: string[];
}

type Audience = ScheduleItem['audience'];

/** The API's column widths, so the form refuses what the server would. */
const TITLE_MAX = 200;
const LOCATION_MAX = 200;
const DESCRIPTION_MAX = 2000;

export const SCHEDULE_VALIDATION = {
  titleRequired: 'Title is required',
  startRequired: 'Start time is required',
  endBeforeStart: 'End time must not be before the start time',
  partiesRequired: 'Choose at least one party',
} as const;

const blankToNull = (text?: string) => (text?.trim() ? text.trim() : null);

/**
 * 'Add Schedule Item' or 'Edit Schedule Item': times are typed as the clock reads at the event's place,
 * whatever the admin's own zone; closes and resets once saved.
 */
export default function ScheduleItemDialog({
  eventId,
  zone,
  item,
  open,
  onClose,
}: {
  eventId: string;
  zone: string;
  /** The item to edit; none to add one. */
  item: ScheduleItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ItemValues>();
  const save = useSaveScheduleItem(eventId);
  const startTime = Form.useWatch('startTime', form);
  const audience = Form.useWatch('audience', form);
  const parties = useEventParties(eventId, open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (item) {
      form.setFieldsValue({
        title: item.title,
        startTime: wallClockIn(item.startTime, zone),
        endTime: item.endTime ? wallClockIn(item.endTime, zone) : null,
        location: item.location ?? '',
        description: item.description ?? '',
        audience: item.audience,
        partyIds: item.partyIds,
      });
    }
  }, [open, item, zone, form]);

  const submit = (values: ItemValues) =>
    save.mutate(
      {
        itemId: item?.id,
        fields: {
          title: values.title.trim(),
          startTime: instantOf(values.startTime, zone),
          endTime: values.endTime ? instantOf(values.endTime, zone) : null,
          location: blankToNull(values.location),
          description: blankToNull(values.description),
          audience: values.audience,
          partyIds: values.audience === 'parties' ? (values.partyIds ?? []) : [],
        },
      },
      { onSuccess: onClose },
    );

  const zoneHint = `In ${zoneLabel(zone, startTime?.toDate() ?? new Date())}`;
  return (
    <Modal
      title={item ? 'Edit Schedule Item' : 'Add Schedule Item'}
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={save.isPending ? (item ? 'Saving...' : 'Adding...') : item ? 'Save Changes' : 'Add Item'}
      okButtonProps={{ disabled: save.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form
        form={form}
        name="schedule-item"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ audience: 'everyone' }}
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: SCHEDULE_VALIDATION.titleRequired }]}
        >
          <Input placeholder="e.g. Welcome dinner" maxLength={TITLE_MAX} size="large" />
        </Form.Item>
        <Form.Item
          name="startTime"
          label="Start Time"
          extra={zoneHint}
          rules={[{ required: true, message: SCHEDULE_VALIDATION.startRequired }]}
        >
          <DateTimeField size="large" />
        </Form.Item>
        <Form.Item
          name="endTime"
          label="End Time (optional)"
          dependencies={['startTime']}
          rules={[endNotBefore('startTime', SCHEDULE_VALIDATION.endBeforeStart)]}
        >
          {/* Empty until the admin sets an end: an item without one shows and exports none. */}
          <DateTimeField size="large" start={startTime} />
        </Form.Item>
        <Form.Item name="location" label="Location (optional)">
          <Input placeholder="e.g. Casa Lola, Sitges" maxLength={LOCATION_MAX} size="large" />
        </Form.Item>
        <Form.Item name="description" label="Description (optional)">
          <Input.TextArea rows={3} maxLength={DESCRIPTION_MAX} placeholder="What to bring, dress code…" />
        </Form.Item>
        <Form.Item
          name="audience"
          label="Who is invited"
          extra={audience === 'parties' ? 'Only the chosen parties and the admins see this item.' : undefined}
        >
          <Radio.Group
            options={[
              { value: 'everyone', label: 'Everyone' },
              { value: 'parties', label: 'Chosen parties' },
            ]}
          />
        </Form.Item>
        {audience === 'parties' && (
          <Form.Item
            name="partyIds"
            label="Parties"
            rules={[{ required: true, type: 'array', min: 1, message: SCHEDULE_VALIDATION.partiesRequired }]}
          >
            <Select
              mode="multiple"
              size="large"
              placeholder="Choose parties"
              loading={parties.isPending}
              optionFilterProp="label"
              options={parties.data?.map((party) => ({ value: party.id, label: partyLabel(party) }))}
              notFoundContent={parties.isError ? 'The parties could not be loaded' : undefined}
            />
          </Form.Item>
        )}
      </Form>
      <ScheduleItemQuestions eventId={eventId} itemId={item?.id ?? null} />
    </Modal>
  );
}
