import { Empty, Flex, Skeleton, Typography } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { useCurrentEvent } from '../event/current-event-context';
import { isAdmin } from '../roles/access';
import { LoadFailed } from '../ui/list-states';
import { usePostComment, useEditComment, useDeleteComment } from './comment-changes';
import { CommentComposer } from './comment-composer';
import { AVATAR_GAP, AVATAR_SIZE, CommentEntry } from './comment-entry';
import { useComments, useMentionable } from './comment-queries';
import { threadComments } from './comment-rules';
import type { Comment, CommentDraft, CommentSubjectKind } from './comment-types';

export interface CommentThreadProps {
  subjectKind: CommentSubjectKind;
  subjectId: string;
  eventId: string;
  /** What is commented on, as its card names it: the thread is "Comments on <title>" to assistive tech. */
  subjectTitle?: string;
  /**
   * Where the thread shares its space (a photo's viewer), its list scrolls within this height, the
   * composer staying in view.
   */
  listMaxHeight?: CSSProperties['maxHeight'];
}

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, minWidth: 0 };

/**
 * The conversation about a photo, a schedule item, a carpool or a stay: comments oldest first with their
 * replies under them (one level), and a composer with @mentions of the event's members. Authors edit and
 * delete their own comments; admins delete any.
 */
export function CommentThread({ subjectKind, subjectId, eventId, subjectTitle, listMaxHeight }: CommentThreadProps) {
  const { user } = useAuth();
  const { events, currentEvent } = useCurrentEvent();
  const role =
    events?.find((event) => event.id === eventId)?.role ??
    (currentEvent?.id === eventId ? currentEvent.role : undefined);
  const admin = isAdmin(role);
  const subject = { eventId, subjectKind, subjectId };
  const comments = useComments(subjectKind, subjectId);
  const mentionable = useMentionable(eventId);
  const post = usePostComment(subject);
  const edit = useEditComment(subject);
  const remove = useDeleteComment(subject);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  const threads = useMemo(() => threadComments(comments.data ?? []), [comments.data]);
  // Anyone but the writer: naming oneself tells nobody anything.
  const members = useMemo(
    () => (mentionable.data ?? []).filter((member) => member.userId !== user?.id),
    [mentionable.data, user?.id],
  );

  const entry = (comment: Comment, topLevelId: string) => {
    const own = user !== null && comment.author.userId === user.id;
    return {
      comment,
      members,
      canEdit: own,
      canDelete: own || admin,
      // A reply to a reply joins its thread: replies go one level deep.
      onReply: comment.deleted ? undefined : () => setReplyingTo(topLevelId),
      onSave: (draft: CommentDraft) => edit.mutateAsync({ commentId: comment.id, ...draft }),
      onDelete: () => remove.mutateAsync(comment.id),
    };
  };

  let list;
  if (comments.isPending) list = <Skeleton active avatar paragraph={{ rows: 2 }} />;
  else if (comments.isError) list = <LoadFailed what="comments" />;
  else if (threads.length === 0)
    list = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<Typography.Text type="secondary">No comments yet. Start the conversation.</Typography.Text>}
      />
    );
  else
    list = (
      <Flex component="ol" vertical gap={16} style={LIST}>
        {threads.map(({ comment, replies }) => (
          <CommentEntry key={comment.id} {...entry(comment, comment.id)}>
            {(replies.length > 0 || replyingTo === comment.id) && (
              <Flex vertical gap={12} style={{ paddingInlineStart: AVATAR_SIZE + AVATAR_GAP, minWidth: 0 }}>
                {replies.length > 0 && (
                  <Flex component="ol" vertical gap={12} aria-label="Replies" style={LIST}>
                    {replies.map((reply) => (
                      <CommentEntry key={reply.id} {...entry(reply, comment.id)} />
                    ))}
                  </Flex>
                )}
                {replyingTo === comment.id && (
                  <CommentComposer
                    members={members}
                    label="Write a reply"
                    submitLabel="Post reply"
                    placeholder="Write a reply"
                    autoFocus
                    onSubmit={(draft) =>
                      post.mutateAsync({ ...draft, parentId: comment.id }).then(() => setReplyingTo(null))
                    }
                    onCancel={() => setReplyingTo(null)}
                  />
                )}
              </Flex>
            )}
          </CommentEntry>
        ))}
      </Flex>
    );

  return (
    <Flex
      component="section"
      vertical
      gap={16}
      aria-label={subjectTitle ? `Comments on ${subjectTitle}` : 'Comments'}
      style={{ minWidth: 0 }}
    >
      {listMaxHeight === undefined ? (
        list
      ) : (
        // Focusable, so that it scrolls from the keyboard too.
        <div
          tabIndex={0}
          aria-label="Comment list"
          role="group"
          style={{ maxHeight: listMaxHeight, overflowY: 'auto' }}
        >
          {list}
        </div>
      )}
      <CommentComposer
        members={members}
        label="Write a comment"
        submitLabel="Post"
        placeholder="Write a comment. Type @ to mention someone."
        onSubmit={(draft) => post.mutateAsync(draft)}
      />
    </Flex>
  );
}
