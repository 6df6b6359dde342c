import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import type { RsvpQuestion } from '../api/types';
import { lazyRetrying } from '../loading/lazy-retrying';
import { TAG_HUE } from '../theme/tag-hues';
import { useConfirm } from '../ui/feedback';
import { TintedTag } from '../ui/tinted-tag';
import { isChoice, KIND_LABEL, MAX_QUESTIONS, movedIds } from './question-rules';
import { useDeleteQuestion, useReorderQuestions } from './questions-queries';
import { useQuestions } from './questions-query';

const QuestionDialog = lazyRetrying(() => import('./question-dialog'));

export interface QuestionsEditorProps {
  eventId: string;
  /** The item whose questions these are; null for the whole event's. */
  scheduleItemId: string | null;
}

/**
 * The questions guests answer with their RSVP, of the whole event or of one item: each with its kind,
 * options and whether it is required; admins add, edit, move and delete them.
 */
export function QuestionsEditor({ eventId, scheduleItemId }: QuestionsEditorProps) {
  const confirm = useConfirm();
  const questions = useQuestions(eventId);
  const reorder = useReorderQuestions(eventId);
  const remove = useDeleteQuestion(eventId);
  const [editing, setEditing] = useState<{ question: RsvpQuestion | null } | null>(null);

  if (!questions.data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  const mine = questions.data.filter((question) => question.scheduleItemId === scheduleItemId);
  const ids = mine.map((question) => question.id);
  const full = questions.data.length >= MAX_QUESTIONS;

  const confirmDelete = (question: RsvpQuestion) =>
    confirm({
      title: 'Delete question',
      content:
        question.answerCount > 0
          ? `Delete “${question.prompt}”? The ${question.answerCount} answers given to it will be removed.`
          : `Delete “${question.prompt}”?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(question.id).catch(() => undefined),
    });

  return (
    <Flex vertical gap={8}>
      {mine.length === 0 && (
        <Typography.Text type="secondary">
          {scheduleItemId
            ? 'No questions for this item yet. Guests answer the event’s questions too.'
            : 'Ask guests what you need to know with their reply: a meal, a song request.'}
        </Typography.Text>
      )}
      {mine.map((question, index) => (
        <Flex
          key={question.id}
          role="group"
          aria-label={question.prompt}
          gap={8}
          wrap
          justify="space-between"
          align="flex-start"
          style={{
            border: '1px solid var(--ant-color-border-secondary)',
            borderRadius: 'var(--ant-border-radius-lg)',
            padding: '8px 12px',
          }}
        >
          <div style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {question.prompt}
            </Typography.Text>
            <Flex gap={4} wrap style={{ marginTop: 4 }}>
              <TintedTag hue={null}>{KIND_LABEL[question.kind]}</TintedTag>
              {question.required && <TintedTag hue={TAG_HUE.orange}>Required</TintedTag>}
              {question.answerCount > 0 && (
                <TintedTag hue={TAG_HUE.green}>
                  {question.answerCount} {question.answerCount === 1 ? 'answer' : 'answers'}
                </TintedTag>
              )}
            </Flex>
            {isChoice(question.kind) && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, overflowWrap: 'anywhere' }}>
                {question.options.join(' · ')}
              </Typography.Text>
            )}
          </div>
          <Space size={0}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`Move “${question.prompt}” up`}
              disabled={index === 0 || reorder.isPending}
              onClick={() => reorder.mutate(movedIds(ids, index, -1))}
            />
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`Move “${question.prompt}” down`}
              disabled={index === mine.length - 1 || reorder.isPending}
              onClick={() => reorder.mutate(movedIds(ids, index, 1))}
            />
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit “${question.prompt}”`}
              onClick={() => setEditing({ question })}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete “${question.prompt}”`}
              onClick={() => confirmDelete(question)}
            />
          </Space>
        </Flex>
      ))}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ question: null })} disabled={full}>
          Add question
        </Button>
        {full && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            An event can have at most {MAX_QUESTIONS} questions.
          </Typography.Text>
        )}
      </div>
      <Suspense fallback={null}>
        {editing && (
          <QuestionDialog
            eventId={eventId}
            scheduleItemId={scheduleItemId}
            question={editing.question}
            open
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </Flex>
  );
}
