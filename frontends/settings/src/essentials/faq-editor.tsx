import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { saveStatusExtra } from '../auto-save/save-indicator';
import type { AutoSave } from '../auto-save/use-auto-save';
import {
  FAQ_ANSWER_MAX,
  FAQ_FULL,
  FAQ_MAX_ENTRIES,
  FAQ_QUESTION_MAX,
  type FaqDraft,
  type FaqEntry,
  type FaqProblem,
  faqProblems,
  faqToSave,
  moved,
  sameFaq,
} from './essentials-rules';

/**
 * The event's FAQ: questions with their answers, in the order guests read them. The whole list is saved
 * when the focus leaves an entry it changed, and at once when an entry is moved or removed; an entry
 * half written is named and waits until it is whole.
 */
export function FaqEditor({ saved, autoSave }: { saved: FaqEntry[]; autoSave: AutoSave }) {
  const id = useId();
  const lastKey = useRef(0);
  const drafts = (entries: FaqEntry[]): FaqDraft[] => entries.map((entry) => ({ ...entry, key: ++lastKey.current }));
  const [list, setList] = useState<FaqDraft[]>(() => drafts(saved));
  const [problems, setProblems] = useState<Record<number, FaqProblem>>({});
  const [focusKey, setFocusKey] = useState<number | null>(null);
  /** The list last sent, or last read; undefined after a failed save, so that the next one is sent. */
  const sent = useRef<FaqEntry[] | undefined>(saved);

  // A list saved elsewhere (another admin, another tab) replaces this one; this editor's own save coming
  // back does not, so an entry still being written stays.
  useEffect(() => {
    if (sent.current && sameFaq(saved, sent.current)) return;
    sent.current = saved;
    setList(drafts(saved));
  }, [saved]);

  const commit = (next: FaqDraft[]) => {
    const found = faqProblems(next);
    setProblems(found);
    const entries = faqToSave(next);
    if (Object.keys(found).length > 0 || (sent.current && sameFaq(entries, sent.current))) return;
    sent.current = entries;
    void autoSave.save('faq', { faq: entries }).then((ok) => {
      if (!ok) sent.current = undefined;
    });
  };
  /** A move or a removal: shown and saved at once. */
  const rearrange = (next: FaqDraft[]) => {
    setList(next);
    commit(next);
  };
  const edit = (key: number, field: keyof FaqEntry, value: string) => {
    setList((current) => current.map((draft) => (draft.key === key ? { ...draft, [field]: value } : draft)));
    setProblems(({ [key]: _fixed, ...rest }) => rest);
  };
  // Saved when the focus leaves the entry, not when it goes from its question to its answer.
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commit(list);
  };
  const add = () => {
    const [draft] = drafts([{ question: '', answer: '' }]);
    setFocusKey(draft!.key);
    setList([...list, draft!]);
  };

  const full = list.length >= FAQ_MAX_ENTRIES;
  return (
    <section aria-labelledby={`${id}-title`} style={{ marginBottom: 24 }}>
      {/* A label, not a heading: the card's title is none either. */}
      <Typography.Text strong id={`${id}-title`} style={{ display: 'block', marginBottom: 8 }}>
        Questions and answers
      </Typography.Text>
      <Flex vertical gap={12}>
        {list.length === 0 && (
          <Typography.Text type="secondary">
            Answer what guests ask before they ask it: parking, children, the plan if it rains.
          </Typography.Text>
        )}
        {list.map((draft, index) => {
          const number = index + 1;
          const problem = problems[draft.key];
          return (
            <div
              key={draft.key}
              role="group"
              aria-label={`FAQ entry ${number}`}
              onBlur={leave}
              style={{
                border: '1px solid var(--ant-color-border-secondary)',
                borderRadius: 'var(--ant-border-radius-lg)',
                padding: '12px 12px 0',
              }}
            >
              <Form.Item
                label={`Question ${number}`}
                htmlFor={`${id}-q${draft.key}`}
                validateStatus={problem?.question ? 'error' : undefined}
                help={problem?.question}
                style={{ marginBottom: 8 }}
              >
                <Input
                  id={`${id}-q${draft.key}`}
                  value={draft.question}
                  maxLength={FAQ_QUESTION_MAX}
                  placeholder="Can I bring my dog?"
                  autoFocus={draft.key === focusKey}
                  onChange={(event) => edit(draft.key, 'question', event.target.value)}
                />
              </Form.Item>
              <Form.Item
                label={`Answer ${number}`}
                htmlFor={`${id}-a${draft.key}`}
                validateStatus={problem?.answer ? 'error' : undefined}
                help={problem?.answer}
                style={{ marginBottom: 8 }}
              >
                <Input.TextArea
                  id={`${id}-a${draft.key}`}
                  value={draft.answer}
                  maxLength={FAQ_ANSWER_MAX}
                  autoSize={{ minRows: 2, maxRows: 8 }}
                  onChange={(event) => edit(draft.key, 'answer', event.target.value)}
                />
              </Form.Item>
              <Flex justify="flex-end" gap={4} style={{ marginBottom: 8 }}>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Move question ${number} up`}
                  disabled={index === 0}
                  onClick={() => rearrange(moved(list, index, -1))}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Move question ${number} down`}
                  disabled={index === list.length - 1}
                  onClick={() => rearrange(moved(list, index, 1))}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove question ${number}`}
                  onClick={() => rearrange(list.filter((other) => other.key !== draft.key))}
                />
              </Flex>
            </div>
          );
        })}
        <div>
          <Button icon={<PlusOutlined />} onClick={add} disabled={full}>
            Add question
          </Button>
          {full && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {FAQ_FULL}
            </Typography.Text>
          )}
        </div>
        {saveStatusExtra(autoSave.statusOf('faq'))}
      </Flex>
    </section>
  );
}
