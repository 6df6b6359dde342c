import { type MemberRole } from '../../../common/access/member-role';
import { roleSatisfies } from '../../../common/access/event-access.rules';
import type { NotificationRow } from '../notification-centre/notification-rows';

/** What members comment on; each comment is on exactly one. */
export const COMMENT_SUBJECTS = ['photo', 'scheduleItem', 'carpool', 'stay'] as const;
export type CommentSubjectKind = (typeof COMMENT_SUBJECTS)[number];

export interface CommentSubject {
  kind: CommentSubjectKind;
  id: string;
}

export const MENTIONS_MAX = 20;
export const MENTION_REFUSAL = 'You can only mention members of this event';
export const MENTIONS_TOO_MANY = `You can mention at most ${MENTIONS_MAX} members`;
export const PARENT_ELSEWHERE = 'You can only reply to a comment on the same thing';
export const REPLY_TO_REPLY = 'Replies cannot have replies of their own: answer the first comment';
export const EDIT_OWN_ONLY = 'You can only edit your own comments';
export const DELETE_REFUSAL = 'Only its author or an event admin can delete this comment';

/** Where in the app a subject is seen, as the bell's entries and the activity feed link to it. */
export function subjectLink(eventId: string, subject: CommentSubject): string {
  const base = `/events/${eventId}`;
  switch (subject.kind) {
    case 'photo':
      return `${base}/photos?photo=${subject.id}`;
    case 'scheduleItem':
      return `${base}?item=${subject.id}`;
    case 'carpool':
      return `${base}/travel?tab=carpools&carpool=${subject.id}`;
    case 'stay':
      return `${base}/travel?tab=stays&stay=${subject.id}`;
  }
}

/** The mentioned members, each once, in the order first named. */
export function distinctMentions(mentions: readonly string[] | undefined): string[] {
  return [...new Set(mentions ?? [])];
}

/** Every mentioned member must be one who may read the comment (a member who may see its subject). */
export function mentionRefusal(mentions: readonly string[], readers: ReadonlySet<string>): string | null {
  return mentions.every((userId) => readers.has(userId)) ? null : MENTION_REFUSAL;
}

/** A reply answers a comment on the same subject that is not itself a reply, and is still there. */
export function parentRefusal(parent: { parentId: string | null; deleted: boolean } | undefined): string | null {
  if (!parent || parent.deleted) return PARENT_ELSEWHERE;
  return parent.parentId === null ? null : REPLY_TO_REPLY;
}

export function editRefusal(authorId: string, userId: string): string | null {
  return authorId === userId ? null : EDIT_OWN_ONLY;
}

export function deleteRefusal(authorId: string, caller: { userId: string; role: MemberRole }): string | null {
  return authorId === caller.userId || roleSatisfies(caller.role, 'admin') ? null : DELETE_REFUSAL;
}

/** A comment with replies stays as "deleted" so its thread still reads; one without goes. */
export function deletionOf(replies: number): 'tombstone' | 'remove' {
  return replies > 0 ? 'tombstone' : 'remove';
}

export interface WrittenComment {
  id: string;
  eventId: string;
  subject: CommentSubject;
  authorId: string;
  authorName: string;
  body: string;
}

/**
 * The bell's entries a comment makes: each newly mentioned member but the author, and the author of the
 * comment it answers (when that is someone else, not mentioned here, and still may read it).
 */
export function commentNotifications(
  comment: WrittenComment,
  newlyMentioned: readonly string[],
  parent: { authorId: string; mayRead: boolean } | null,
  mentioned: readonly string[] = newlyMentioned,
): NotificationRow[] {
  const common = {
    eventId: comment.eventId,
    actorId: comment.authorId,
    subjectId: comment.id,
    link: subjectLink(comment.eventId, comment.subject),
  };
  const rows: NotificationRow[] = distinctMentions(newlyMentioned)
    .filter((userId) => userId !== comment.authorId)
    .map((userId) => ({
      ...common,
      userId,
      kind: 'mention',
      text: `${comment.authorName} mentioned you: ${comment.body}`,
      dedupeKey: `mention:${comment.id}:${userId}`,
    }));
  if (parent && parent.mayRead && parent.authorId !== comment.authorId && !mentioned.includes(parent.authorId)) {
    rows.push({
      ...common,
      userId: parent.authorId,
      kind: 'reply',
      text: `${comment.authorName} replied: ${comment.body}`,
      dedupeKey: `reply:${comment.id}:${parent.authorId}`,
    });
  }
  return rows;
}
