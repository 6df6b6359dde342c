import { errorMessage, type RsvpStatus } from '@gatherly/shared';
import { Alert, Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useRecordAnswer } from './guest-list-queries';
import {
  type GuestItem,
  type GuestParty,
  type GuestPerson,
  type GuestQuestion,
  personName,
  questionsForItem,
  STATUS_LABELS,
} from './guest-list-rules';

const STATUSES: RsvpStatus[] = ['going', 'maybe', 'not_going'];

interface RecordAnswerDialogProps {
  eventId: string;
  /** The person whose answer is recorded, with their party; null while closed. */
  target: { person: GuestPerson; party: GuestParty } | null;
  items: readonly GuestItem[];
  questions: readonly GuestQuestion[];
  onClose: () => void;
}

interface Values {
  itemId: string;
  status: RsvpStatus;
  answers: Record<string, string[] | string | undefined>;
}

/** An answer taken by phone: the admin chooses the item, the answer and, if asked, the questions' answers. */
export function RecordAnswerDialog({ eventId, target, items, questions, onClose }: RecordAnswerDialogProps) {
  const record = useRecordAnswer(eventId);
  const [form] = Form.useForm<Values>();
  const [itemId, setItemId] = useState<string | null>(null);
  if (!target) return null;
  const { person, party } = target;
  const asked = items.filter((item) => person.answers.some((answer) => answer.scheduleItemId === item.id));
  const chosen = itemId ?? asked[0]?.id ?? null;
  const current = person.answers.find((answer) => answer.scheduleItemId === chosen);
  const askedQuestions = chosen ? questionsForItem(questions, chosen) : [];
  const given = new Map(person.questionAnswers.map((answer) => [answer.questionId, answer.value]));

  const close = () => {
    setItemId(null);
    form.resetFields();
    record.reset();
    onClose();
  };
  const submit = (values: Values) =>
    record.mutate(
      {
        itemId: values.itemId,
        person: {
          kind: person.kind,
          id: person.id,
          status: values.status,
          answers: askedQuestions.map((question) => {
            const value = values.answers?.[question.id];
            return {
              questionId: question.id,
              value: value === undefined ? [] : Array.isArray(value) ? value : [value],
            };
          }),
        },
      },
      { onSuccess: close },
    );

  return (
    <Modal
      open
      title={`Record ${personName(person, party)}'s answer`}
      okText="Save Answer"
      onOk={() => form.submit()}
      confirmLoading={record.isPending}
      onCancel={close}
      destroyOnHidden
    >
      <Form
        key={chosen ?? 'none'}
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          itemId: chosen ?? undefined,
          status: current?.status ?? undefined,
          answers: Object.fromEntries(
            askedQuestions.map((question) => {
              const value = given.get(question.id) ?? [];
              return [question.id, question.kind === 'multiple_choice' ? value : value[0]];
            }),
          ),
        }}
      >
        <Form.Item name="itemId" label="Item" rules={[{ required: true, message: 'Choose an item' }]}>
          <Select
            size="large"
            options={asked.map((item) => ({ value: item.id, label: item.title }))}
            onChange={(value: string) => setItemId(value)}
          />
        </Form.Item>
        <Form.Item name="status" label="Answer" rules={[{ required: true, message: 'Choose an answer' }]}>
          <Radio.Group
            optionType="button"
            size="large"
            options={STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          />
        </Form.Item>
        {askedQuestions.map((question) => (
          <Form.Item
            key={question.id}
            name={['answers', question.id]}
            label={question.prompt}
            required={question.required}
          >
            {question.kind === 'short_text' ? (
              <Input size="large" maxLength={300} />
            ) : question.kind === 'single_choice' ? (
              <Radio.Group options={question.options} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
            ) : (
              <Checkbox.Group options={question.options} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
            )}
          </Form.Item>
        ))}
        {record.isError && (
          <Alert
            type="error"
            showIcon
            message={errorMessage(record.error, 'Failed to record the answer. Please try again.')}
          />
        )}
      </Form>
    </Modal>
  );
}
