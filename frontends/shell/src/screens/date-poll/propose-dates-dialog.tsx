import { DateTimeField, endNotBefore } from '@gatherly/shared/ui';
import { Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useProposeDates } from './date-poll-queries';
import { zoneLabel } from '../schedule/zone-label';
import { instantOf } from '../schedule/zoned-time';

interface CandidateValues {
  startDate: Dayjs;
  endDate: Dayjs;
}

export const PROPOSE_VALIDATION = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'End date must be after the start date',
} as const;

/** Most of a friend group's events are a weekend: an empty end becomes the start plus two days. */
const CANDIDATE_SPAN: [number, 'day'] = [2, 'day'];

/**
 * 'Propose Dates': one candidate date range, its times typed as the clock reads at the event's place,
 * whatever the admin's own zone. Mounted only while open, so each proposal starts from an empty form.
 */
export default function ProposeDatesDialog({
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
  const [form] = Form.useForm<CandidateValues>();
  const propose = useProposeDates(eventId);
  const startDate = Form.useWatch('startDate', form);

  const submit = (values: CandidateValues) =>
    propose.mutate(
      { startDate: instantOf(values.startDate, zone), endDate: instantOf(values.endDate, zone) },
      { onSuccess: onClose },
    );

  return (
    <Modal
      title="Propose Dates"
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={propose.isPending ? 'Proposing...' : 'Propose Dates'}
      okButtonProps={{ disabled: propose.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form form={form} name="propose-dates" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="startDate"
          label="Start"
          extra={`In ${zoneLabel(zone, startDate?.toDate() ?? new Date())}`}
          rules={[{ required: true, message: PROPOSE_VALIDATION.startRequired }]}
        >
          <DateTimeField size="large" />
        </Form.Item>
        <Form.Item
          name="endDate"
          label="End"
          dependencies={['startDate']}
          rules={[
            { required: true, message: PROPOSE_VALIDATION.endRequired },
            endNotBefore('startDate', PROPOSE_VALIDATION.endBeforeStart),
          ]}
        >
          <DateTimeField size="large" start={startDate} defaultSpan={CANDIDATE_SPAN} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
