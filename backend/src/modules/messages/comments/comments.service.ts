import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import {
  commentNotifications,
  type CommentSubject,
  deleteRefusal,
  distinctMentions,
  editRefusal,
  mentionRefusal,
  parentRefusal,
} from './comment-rules';
import { CommentsRepository } from './comments.repository';
import type { CreateCommentDto, UpdateCommentDto } from './dto/comment.dto';
import { type CommentCountsResponse, type CommentResponse, mapComment } from './dto/comment.response';

const NOT_FOUND = 'Comment not found';

@Injectable()
export class CommentsService {
  constructor(private readonly comments: CommentsRepository) {}

  /** The subject's comments, oldest first; the caller threads them by parentId. */
  async list(subject: CommentSubject): Promise<CommentResponse[]> {
    return (await this.comments.list(subject)).map(mapComment);
  }

  /**
   * A comment, or a reply to one, with the bell entries it makes: each mentioned member and the author
   * of the comment answered hear of it in the same transaction.
   */
  async create(caller: EventCaller, subject: CommentSubject, input: CreateCommentDto): Promise<CommentResponse> {
    const mentions = distinctMentions(input.mentions);
    const id = await this.comments.create(
      { eventId: caller.eventId, subject, authorId: caller.userId, body: input.body, mentions },
      input.parentId ?? null,
      (commentId, parent, { readers, authorName }) => {
        if (input.parentId) {
          const refusal = parentRefusal(parent);
          if (refusal) throw new BadRequestException(refusal);
        }
        const refusal = mentionRefusal(mentions, readers);
        if (refusal) throw new BadRequestException(refusal);
        return commentNotifications(
          { id: commentId, eventId: caller.eventId, subject, authorId: caller.userId, authorName, body: input.body },
          mentions,
          parent ? { authorId: parent.authorId, mayRead: readers.has(parent.authorId) } : null,
        );
      },
    );
    return this.get(id);
  }

  /** Only the author edits; members they mention anew are told. */
  async update(caller: EventCaller, commentId: string, input: UpdateCommentDto): Promise<CommentResponse> {
    const mentions = input.mentions === undefined ? undefined : distinctMentions(input.mentions);
    const found = await this.comments.update(
      commentId,
      { body: input.body, mentions },
      caller.userId,
      (current, { readers, authorName }) => {
        const refusal = editRefusal(current.authorId, caller.userId);
        if (refusal) throw new ForbiddenException(refusal);
        if (current.deleted) throw new NotFoundException(NOT_FOUND);
        const kept = mentions ?? current.mentions;
        // Who was mentioned before keeps their place, even if they have since left.
        const added = kept.filter((userId) => !current.mentions.includes(userId));
        const mentionProblem = mentionRefusal(added, readers);
        if (mentionProblem) throw new BadRequestException(mentionProblem);
        return commentNotifications(
          {
            id: current.id,
            eventId: current.eventId,
            subject: current.subject,
            authorId: caller.userId,
            authorName,
            body: input.body,
          },
          added,
          null,
          kept,
        );
      },
    );
    if (!found) throw new NotFoundException(NOT_FOUND);
    return this.get(commentId);
  }

  /** Its author or an admin deletes it; with replies it stays as "deleted" so the thread still reads. */
  async remove(caller: EventCaller, commentId: string): Promise<void> {
    const found = await this.comments.delete(commentId, (current) => {
      const refusal = deleteRefusal(current.authorId, caller);
      if (refusal) throw new ForbiddenException(refusal);
      if (current.deleted) throw new NotFoundException(NOT_FOUND);
    });
    if (!found) throw new NotFoundException(NOT_FOUND);
  }

  /** How many comments each subject of the event the caller may see has. */
  async counts(caller: EventCaller): Promise<CommentCountsResponse> {
    const counts: CommentCountsResponse = { photos: {}, scheduleItems: {}, carpools: {}, stays: {} };
    for (const row of await this.comments.counts(caller.eventId, caller.userId)) {
      if (row.photoId) counts.photos[row.photoId] = row.count;
      else if (row.scheduleItemId) counts.scheduleItems[row.scheduleItemId] = row.count;
      else if (row.carpoolId) counts.carpools[row.carpoolId] = row.count;
      else if (row.stayId) counts.stays[row.stayId] = row.count;
    }
    return counts;
  }

  private async get(commentId: string): Promise<CommentResponse> {
    const row = await this.comments.find(commentId);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return mapComment(row);
  }
}
