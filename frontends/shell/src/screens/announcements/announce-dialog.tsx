import type { ScheduleItem } from '@gatherly/shared';
import { Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useDashboardLists } from '../dashboard-lists';
import { usePostAnnouncement } from './announcement-queries';
import {
  ANNOUNCEMENT_VALIDATION,
  AUDIENCE_HELP,
  AUDIENCE_OPTIONS,
  type AnnouncementAudience,
  draftOf,
  linkRefusal,
  MESSAGE_MAX_LENGTH,
} from './announcement-rules';

interface AnnounceValues {
  body: string;
  link?: string;
  audience: AnnouncementAudience;
  scheduleItemId?: string;
}

const itemTime = new Map<string, Intl.DateTimeFormat>();

/** An item as the select names it: its title and when it starts, at the event's place. */
export function itemOption(item: Pick<ScheduleItem, 'title' | 'startTime'>, zone: string): string {
  let format = itemTime.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    });
    itemTime.set(zone, format);
  }
  return `${item.title} · ${format.format(new Date(item.startTime))}`;
}

/**
 * 'Announce': an admin's message to the event's members, or to some of them; pinned on the dashboard
 * once posted, in the recipients' bells, e-mailed to those who want it. Closes and clears once posted.
 */
export default function AnnounceDialog({
  eventId,
  zone,
  open,
  onClose,
}: {
  eventId: string;
  zone: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AnnounceValues>();
  const post = usePostAnnouncement(eventId);
  const audience = Form.useWatch('audience', form) ?? 'everyone';
  const { schedule } = useDashboardLists(eventId);
  const items = [...(schedule.data ?? [])].sort((a, b) => a.startTime.localeCompare(b.startTime));

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = (values: AnnounceValues) => post.mutate(draftOf(values), { onSuccess: onClose });

  return (
    <Modal
      title="Announce"
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={post.isPending ? 'Posting...' : 'Post announcement'}
      okButtonProps={{ disabled: post.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form
        form={form}
        name="announce"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ audience: 'everyone' }}
      >
        <Form.Item
          name="body"
          label="Message"
          rules={[
            { required: true, whitespace: true, message: ANNOUNCEMENT_VALIDATION.messageRequired },
            { max: MESSAGE_MAX_LENGTH, message: ANNOUNCEMENT_VALIDATION.messageTooLong },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            showCount
            placeholder="e.g. The shuttle leaves at three, not four."
          />
        </Form.Item>
        <Form.Item
          name="link"
          label="Link (optional)"
          rules={[
            {
              validator: (_, value?: string) => {
                const refusal = value?.trim() ? linkRefusal(value.trim()) : null;
                return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input type="url" inputMode="url" placeholder="https://" size="large" />
        </Form.Item>
        <Form.Item name="audience" label="Send to" extra={AUDIENCE_HELP[audience]}>
          <Radio.Group options={AUDIENCE_OPTIONS} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
        </Form.Item>
        {audience === 'item' && (
          <Form.Item
            name="scheduleItemId"
            label="Item"
            rules={[{ required: true, message: ANNOUNCEMENT_VALIDATION.itemRequired }]}
          >
            <Select
              size="large"
              placeholder="Choose an item"
              loading={schedule.isPending}
              showSearch
              optionFilterProp="label"
              options={items.map((item) => ({ value: item.id, label: itemOption(item, zone) }))}
              notFoundContent={
                <Typography.Text type="secondary">
                  {schedule.isError ? 'The schedule could not be loaded' : 'The schedule has no items yet'}
                </Typography.Text>
              }
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
