/** What can be commented on, as the comment routes and the counts name them. */
export type CommentSubjectKind = 'photo' | 'scheduleItem' | 'carpool' | 'stay';

/** A member named in a comment with @. */
export interface CommentMention {
  userId: string;
  displayName: string;
}

/** Who wrote a comment; `member` is false once they have left the event (their comments stay). */
export interface CommentAuthor {
  userId: string;
  displayName: string;
  photoURL: string | null;
  member: boolean;
}

/** A comment or a reply (parentId set); a deleted one that has replies stays, empty, as their anchor. */
export interface Comment {
  id: string;
  parentId: string | null;
  body: string;
  mentions: CommentMention[];
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  author: CommentAuthor;
}

/** Non-deleted comments per subject the caller may see, by subject id; a subject without any is absent. */
export interface CommentCounts {
  photos: Record<string, number>;
  scheduleItems: Record<string, number>;
  carpools: Record<string, number>;
  stays: Record<string, number>;
}

/** What a new comment or an edit sends. */
export interface CommentDraft {
  body: string;
  mentions: string[];
}
