import { Button, Flex, Mentions, Typography } from 'antd';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { UserAvatar } from '../ui/event-logo';
import { COMMENT_MAX_LENGTH, type Mentionable, mentionedUserIds, sendable } from './comment-rules';
import type { CommentDraft } from './comment-types';

export interface CommentComposerProps {
  /** Who can be named with @. */
  members: Mentionable[];
  /** The text's accessible name: "Write a comment", "Write a reply", "Edit your comment". */
  label: string;
  submitLabel: string;
  placeholder?: string;
  /** An edit starts from the comment's text, with the members it names already picked. */
  initialText?: string;
  initialMentions?: string[];
  autoFocus?: boolean;
  /** Resolves once sent (the text then clears); a refusal keeps the text, its toast saying why. */
  onSubmit: (draft: CommentDraft) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A comment's text with @mentions of the event's members (antd's Mentions), its length against the
 * limit, and Post (or Ctrl+Enter). It sends the members whose @names are still in the text when posted.
 */
export function CommentComposer({
  members,
  label,
  submitLabel,
  placeholder,
  initialText = '',
  initialMentions = [],
  autoFocus,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const counterId = useId();
  const [text, setText] = useState(initialText);
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(initialMentions));
  const [sending, setSending] = useState(false);
  const options = useMemo(
    () =>
      members.map((member) => ({
        key: member.userId,
        value: member.displayName,
        label: (
          <Flex align="center" gap={8}>
            {/* The name says who it is; the initials would only repeat it. */}
            <span aria-hidden style={{ display: 'inline-flex' }}>
              <UserAvatar name={member.displayName} photoURL={member.photoURL} size={20} />
            </span>
            <span style={{ overflowWrap: 'anywhere' }}>{member.displayName}</span>
          </Flex>
        ),
      })),
    [members],
  );
  const over = text.length > COMMENT_MAX_LENGTH;
  const ready = sendable(text) && !over && !sending;

  const submit = async () => {
    if (!ready) return;
    setSending(true);
    try {
      await onSubmit({ body: text.trim(), mentions: mentionedUserIds(text, members, picked) });
      setText('');
      setPicked(new Set());
    } catch {
      // The change's own toast says what went wrong; the text stays to try again.
    } finally {
      setSending(false);
    }
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Mentions
        aria-label={label}
        aria-describedby={counterId}
        value={text}
        onChange={setText}
        onSelect={(option) => option.key && setPicked((current) => new Set(current).add(option.key!))}
        onKeyDown={sendOnCtrlEnter}
        options={options}
        placeholder={placeholder}
        autoFocus={autoFocus}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={COMMENT_MAX_LENGTH}
        status={over ? 'error' : undefined}
        style={{ width: '100%' }}
        // A long name wraps in the list rather than take it past a phone's edge.
        styles={{ popup: { maxWidth: 'calc(100vw - 32px)' } }}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text id={counterId} type={over ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {text.length} / {COMMENT_MAX_LENGTH}
        </Typography.Text>
        <Flex gap={8} wrap>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button type="primary" onClick={() => void submit()} disabled={!ready} loading={sending}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
