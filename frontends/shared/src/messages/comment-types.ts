/* eslint-disable @typescript-eslint/no-empty-object-type -- each interface is its generated schema, renamed */
import type { components } from '../api/generated/schema';

type Schemas = components['schemas'];
type Schema<Name extends keyof Schemas> = Schemas[Name];

/** What can be commented on, as the comment routes and the counts name them. */
export type CommentSubjectKind = 'photo' | 'scheduleItem' | 'carpool' | 'stay';

/** A member named in a comment with @. */
export interface CommentMention extends Schema<'CommentMention'> {}

/** Who wrote a comment; `member` is false once they have left the event (their comments stay). */
export interface CommentAuthor extends Schema<'CommentAuthor'> {}

/** A comment or a reply (parentId set); a deleted one that has replies stays, empty, as their anchor. */
export interface Comment extends Schema<'CommentResponse'> {}

/** Non-deleted comments per subject the caller may see, by subject id; a subject without any is absent. */
export interface CommentCounts extends Schema<'CommentCountsResponse'> {}

/** What a new comment or an edit sends: the trimmed text and the members it names. */
export type CommentDraft = Required<Pick<Schemas['CreateCommentDto'], 'body' | 'mentions'>>;
