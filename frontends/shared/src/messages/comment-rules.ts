import type { Comment, CommentCounts, CommentSubjectKind } from './comment-types';

/** A comment's body, trimmed, is 1 to 2,000 characters (the API's limit). */
export const COMMENT_MAX_LENGTH = 2000;

/** Where a subject's count is in GET /api/events/{eventId}/comment-counts. */
export const COUNT_FIELD: Record<CommentSubjectKind, keyof CommentCounts> = {
  photo: 'photos',
  scheduleItem: 'scheduleItems',
  carpool: 'carpools',
  stay: 'stays',
};

/** Whether a draft can be sent: something besides spaces, and not over the limit. */
export const sendable = (body: string) => body.trim().length > 0 && body.trim().length <= COMMENT_MAX_LENGTH;

export interface CommentThreadEntry {
  comment: Comment;
  replies: Comment[];
}

/**
 * The API lists a subject's comments oldest first, replies among them; a thread shows each top-level
 * comment with its replies under it, one level deep. A deleted comment stays only as the anchor of its
 * replies; a reply whose parent is not listed shows on its own rather than disappear.
 */
export function threadComments(comments: Comment[]): CommentThreadEntry[] {
  const listed = new Set(comments.map((comment) => comment.id));
  const replies = new Map<string, Comment[]>();
  for (const comment of comments)
    if (comment.parentId && listed.has(comment.parentId))
      replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  return comments
    .filter((comment) => !comment.parentId || !listed.has(comment.parentId))
    .map((comment) => ({ comment, replies: (replies.get(comment.id) ?? []).filter((reply) => !reply.deleted) }))
    .filter(({ comment, replies }) => !comment.deleted || replies.length > 0);
}

/** A member who can be named with @. */
export interface Mentionable {
  userId: string;
  displayName: string;
  photoURL: string | null;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * The members a text names with @, by user id: at each @ that starts a word, the longest member name that follows it as a
 * whole word ("@Ana Maria" names Ana Maria, not Ana). Where members share a name, the one picked from the
 * list is meant; with none picked, nobody is (a guess could notify the wrong person).
 */
export function mentionedUserIds(text: string, members: Mentionable[], picked: ReadonlySet<string>): string[] {
  const byName = new Map<string, Mentionable[]>();
  for (const member of members) byName.set(member.displayName, [...(byName.get(member.displayName) ?? []), member]);
  const names = [...byName.keys()].filter(Boolean).sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    // An @ inside a word (an e-mail address) names nobody.
    if (at > 0 && WORD_CHARACTER.test(text[at - 1]!)) continue;
    const name = names.find((candidate) => {
      if (!text.startsWith(candidate, at + 1)) return false;
      const next = text[at + 1 + candidate.length];
      return next === undefined || !WORD_CHARACTER.test(next);
    });
    if (name === undefined) continue;
    const namesakes = byName.get(name)!;
    const meant = namesakes.length === 1 ? namesakes : namesakes.filter((member) => picked.has(member.userId));
    meant.forEach((member) => found.add(member.userId));
  }
  return [...found];
}
