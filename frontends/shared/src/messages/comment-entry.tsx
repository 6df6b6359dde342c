import { Button, Flex, Popconfirm, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatMonthDayTime } from '../format/dates';
import { formatRelativeTime } from '../format/relative-time';
import { UserAvatar } from '../ui/event-logo';
import { CommentComposer } from './comment-composer';
import type { Mentionable } from './comment-rules';
import type { Comment, CommentDraft } from './comment-types';
import { LinkifiedText } from './linkified-text';

export const AVATAR_SIZE = 32;
/** Between the avatar and the text; replies are indented by both, their avatars under the text above. */
export const AVATAR_GAP = 8;

export interface CommentEntryProps {
  comment: Comment;
  members: Mentionable[];
  /** The author edits their own comment. */
  canEdit: boolean;
  /** The author, or an admin, deletes it. */
  canDelete: boolean;
  /** Top-level comments (and replies, for their thread) offer Reply. */
  onReply?: () => void;
  onSave: (draft: CommentDraft) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** The replies and reply composer under a top-level comment. */
  children?: ReactNode;
}

/** One comment: who wrote it and when, its text with links, and what the viewer may do with it. */
export function CommentEntry({
  comment,
  members,
  canEdit,
  canDelete,
  onReply,
  onSave,
  onDelete,
  children,
}: CommentEntryProps) {
  const [editing, setEditing] = useState(false);
  const { author } = comment;

  if (comment.deleted)
    return (
      <Flex component="li" vertical gap={8} style={{ minWidth: 0 }}>
        <article aria-label="Comment deleted" style={{ paddingInlineStart: AVATAR_SIZE + AVATAR_GAP }}>
          <Typography.Text type="secondary" italic>
            Comment deleted
          </Typography.Text>
        </article>
        {children}
      </Flex>
    );

  return (
    <Flex component="li" vertical gap={8} style={{ minWidth: 0 }}>
      <Flex
        component="article"
        aria-label={`Comment by ${author.displayName}`}
        gap={AVATAR_GAP}
        style={{ minWidth: 0 }}
      >
        <UserAvatar name={author.displayName} photoURL={author.photoURL} size={AVATAR_SIZE} />
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Flex wrap align="baseline" gap="0 6px" style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {author.displayName}
            </Typography.Text>
            {!author.member && <Typography.Text type="secondary">(no longer a member)</Typography.Text>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={comment.createdAt} title={formatMonthDayTime(comment.createdAt)}>
                {formatRelativeTime(comment.createdAt)}
              </time>
              {comment.editedAt && ' · edited'}
            </Typography.Text>
          </Flex>
          {editing ? (
            <CommentComposer
              members={members}
              label="Edit your comment"
              submitLabel="Save"
              initialText={comment.body}
              initialMentions={comment.mentions.map((mention) => mention.userId)}
              autoFocus
              onSubmit={(draft) => onSave(draft).then(() => setEditing(false))}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <LinkifiedText text={comment.body} />
          )}
          {!editing && (onReply || canEdit || canDelete) && (
            <Flex wrap gap="0 4px" style={{ marginInlineStart: -8 }}>
              {onReply && (
                <Button type="link" size="small" onClick={onReply}>
                  Reply
                </Button>
              )}
              {canEdit && (
                <Button type="link" size="small" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              )}
              {canDelete && (
                <Popconfirm
                  title="Delete this comment?"
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete().catch(() => undefined)}
                >
                  <Button type="link" size="small" danger>
                    Delete
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          )}
        </Flex>
      </Flex>
      {children}
    </Flex>
  );
}
