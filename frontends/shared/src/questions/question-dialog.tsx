import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Select, Switch, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../api/api-error';
import type { QuestionKind, RsvpQuestion } from '../api/types';
import { isChoice, KIND_LABEL, MAX_OPTIONS, OPTION_MAX, optionsProblem, PROMPT_MAX } from './question-rules';
import { useSaveQuestion } from './questions-queries';

interface QuestionValues {
  prompt: string;
  kind: QuestionKind;
  options: string[];
  required: boolean;
}

const KIND_OPTIONS = (Object.keys(KIND_LABEL) as QuestionKind[]).map((kind) => ({
  value: kind,
  label: KIND_LABEL[kind],
}));

const NEW_QUESTION: QuestionValues = { prompt: '', kind: 'single_choice', options: ['', ''], required: false };

/**
 * 'Add question' or 'Edit question': the prompt, its kind, a choice's options and whether guests must
 * answer. Once people answered, the kind stays and the options they chose cannot go (the server's rule,
 * shown here before it refuses).
 */
export default function QuestionDialog({
  eventId,
  scheduleItemId,
  question,
  open,
  onClose,
}: {
  eventId: string;
  scheduleItemId: string | null;
  /** The question to edit; none to add one. */
  question: RsvpQuestion | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<QuestionValues>();
  const save = useSaveQuestion(eventId);
  const kind = Form.useWatch('kind', form) ?? NEW_QUESTION.kind;
  const answered = (question?.answerCount ?? 0) > 0;
  const inUse = new Set(question?.optionsInUse ?? []);

  useEffect(() => {
    if (!open) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(
      question
        ? {
            prompt: question.prompt,
            kind: question.kind,
            options: question.options.length > 0 ? question.options : ['', ''],
            required: question.required,
          }
        : NEW_QUESTION,
    );
    // Reset when the dialog opens, not on each save.
  }, [open, question, form]);

  const submit = (values: QuestionValues) => {
    const options = isChoice(values.kind) ? values.options.map((option) => option.trim()) : [];
    const fields = { prompt: values.prompt.trim(), kind: values.kind, options, required: values.required };
    save.mutate(
      {
        questionId: question?.id,
        fields: question ? fields : { ...fields, ...(scheduleItemId && { scheduleItemId }) },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      title={question ? 'Edit question' : 'Add question'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={question ? 'Save' : 'Add question'}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={NEW_QUESTION}
        // The options are judged as a list, on submit; once judged, each change judges them again, so a
        // fixed option clears the message.
        onValuesChange={(changed: Partial<QuestionValues>) => {
          if ('options' in changed && form.getFieldError('options').length > 0) {
            void form.validateFields(['options']).catch(() => undefined);
          }
        }}
      >
        <Form.Item
          name="prompt"
          label="Question"
          rules={[{ required: true, whitespace: true, message: 'Prompt is required' }]}
        >
          <Input maxLength={PROMPT_MAX} placeholder="Meal" />
        </Form.Item>
        <Form.Item
          name="kind"
          label="Guests answer with"
          extra={answered ? 'People have answered, so the kind stays as it is.' : undefined}
        >
          <Select options={KIND_OPTIONS} disabled={answered} />
        </Form.Item>
        {isChoice(kind) && (
          <Form.List
            name="options"
            rules={[
              {
                validator: async (_, options: string[] = []) => {
                  const problem = optionsProblem(kind, options);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}>
                <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>Options</legend>
                <Flex vertical gap={8}>
                  {fields.map((field, index) => {
                    const value = form.getFieldValue(['options', field.name]) as string | undefined;
                    const chosen = value !== undefined && inUse.has(value);
                    return (
                      <Flex key={field.key} gap={8} align="center">
                        <Form.Item name={field.name} noStyle>
                          <Input
                            aria-label={`Option ${index + 1}`}
                            maxLength={OPTION_MAX}
                            placeholder={`Option ${index + 1}`}
                            disabled={chosen}
                          />
                        </Form.Item>
                        <Tooltip title={chosen ? 'Someone chose this option, so it stays' : undefined}>
                          <Button
                            type="text"
                            icon={<DeleteOutlined />}
                            aria-label={`Remove option ${index + 1}`}
                            disabled={chosen}
                            onClick={() => remove(field.name)}
                          />
                        </Tooltip>
                      </Flex>
                    );
                  })}
                  <div>
                    <Button icon={<PlusOutlined />} onClick={() => add('')} disabled={fields.length >= MAX_OPTIONS}>
                      Add option
                    </Button>
                  </div>
                  <Form.ErrorList errors={errors} />
                </Flex>
              </fieldset>
            )}
          </Form.List>
        )}
        <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
          <Form.Item name="required" valuePropName="checked" noStyle>
            <Switch id={`${eventId}-${question?.id ?? 'new'}-required`} />
          </Form.Item>
          <label htmlFor={`${eventId}-${question?.id ?? 'new'}-required`}>Required</label>
        </Flex>
        <Typography.Text type="secondary">A required question is asked of everyone who answers going.</Typography.Text>
        {save.error && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            message={errorMessage(save.error, 'The question could not be saved. Please try again.')}
          />
        )}
      </Form>
    </Modal>
  );
}
