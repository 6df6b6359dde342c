import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { scheduleItemVisibleTo } from '../../../common/access/schedule-visibility';
import { affectedBy, changedRows, type Db, firstRow, rowsOf, type Statement } from '../../../database/sql';
import { type NotificationRow, writeNotifications } from '../notification-centre/notification-rows';
import type { CommentSubject, CommentSubjectKind } from './comment-rules';
import type { CommentRow } from './dto/comment.response';

/** The comments column that names each kind of subject. */
const SUBJECT_COLUMN: Record<CommentSubjectKind, string> = {
  photo: '"photoId"',
  scheduleItem: '"scheduleItemId"',
  carpool: '"carpoolId"',
  stay: '"stayId"',
};

/** A stored comment as its writers see it under its lock. */
export interface StoredComment {
  id: string;
  eventId: string;
  parentId: string | null;
  authorId: string;
  mentions: string[];
  deleted: boolean;
  subject: CommentSubject;
}

/** What a writer's `decide` learns: who among the people it names may read the comment, and the author's name. */
export interface WriteContext {
  /** Of the user ids asked about: the members who may see the subject. */
  readers: Set<string>;
  authorName: string;
}

const STORED_COLUMNS = `c.id, c."eventId", c."parentId", c."authorId", c.mentions::text[] AS mentions,
  c."deletedAt" IS NOT NULL AS deleted, c."photoId", c."scheduleItemId", c."carpoolId", c."stayId"`;

type StoredRow = Omit<StoredComment, 'subject'> &
  Record<'photoId' | 'scheduleItemId' | 'carpoolId' | 'stayId', string | null>;

function stored(row: StoredRow | undefined): StoredComment | undefined {
  if (!row) return undefined;
  const { photoId, scheduleItemId, carpoolId, stayId, ...rest } = row;
  const subject: CommentSubject = photoId
    ? { kind: 'photo', id: photoId }
    : scheduleItemId
      ? { kind: 'scheduleItem', id: scheduleItemId }
      : carpoolId
        ? { kind: 'carpool', id: carpoolId }
        : { kind: 'stay', id: stayId! };
  return { ...rest, subject };
}

/**
 * A subject's comments, oldest first, replies among them; with an id, that one. Mentions as the members'
 * names now (a deleted account's drops out); whether the author is still a member of the event.
 */
export const commentsOn = (subject: CommentSubject | null, commentId?: string): Statement => ({
  text: `SELECT c.id, c."parentId", c.body, c."createdAt", c."editedAt", c."deletedAt", c."authorId",
                u."displayName" AS "authorName", u."photoURL" AS "authorPhotoURL",
                EXISTS (SELECT 1 FROM event_members m WHERE m."eventId" = c."eventId" AND m."userId" = c."authorId")
                  AS "authorIsMember",
                coalesce((SELECT json_agg(json_build_object('userId', named.id, 'displayName', named."displayName")
                                          ORDER BY mentioned.position)
                          FROM unnest(c.mentions) WITH ORDINALITY AS mentioned(id, position)
                          JOIN users named ON named.id = mentioned.id AND named."deletedAt" IS NULL), '[]'::json) AS mentions
         FROM comments c JOIN users u ON u.id = c."authorId"
         WHERE ${subject ? `c.${SUBJECT_COLUMN[subject.kind]} = $1` : 'c.id = $1'}
           AND ($2::uuid IS NULL OR c.id = $2)
         ORDER BY c."createdAt", c.id`,
  values: [subject ? subject.id : commentId, commentId ?? null],
});

/**
 * Every comment of a deleted account, as deleting each would: its replies go, a comment of its that others
 * answered stays as "deleted" (no text, no mentions), the rest go, and a "deleted" comment its reply was the
 * last answer to goes too. The bell entries of its comments go.
 */
export async function deleteCommentsBy(tx: Db, authorId: string): Promise<void> {
  // The comments its replies answer first, then its own: the order a single deletion locks them in.
  await rowsOf(tx, {
    text: `SELECT id FROM comments WHERE id IN (SELECT "parentId" FROM comments WHERE "authorId" = $1) FOR UPDATE`,
    values: [authorId],
  });
  await rowsOf(tx, { text: 'SELECT id FROM comments WHERE "authorId" = $1 FOR UPDATE', values: [authorId] });
  await affectedBy(tx, {
    text: `DELETE FROM notifications WHERE kind IN ('mention', 'reply')
             AND "subjectId" IN (SELECT id FROM comments WHERE "authorId" = $1)`,
    values: [authorId],
  });
  const answered = await changedRows<{ parentId: string }>(tx, {
    text: `DELETE FROM comments WHERE "authorId" = $1 AND "parentId" IS NOT NULL RETURNING "parentId"`,
    values: [authorId],
  });
  await affectedBy(tx, {
    text: `DELETE FROM comments c WHERE c."authorId" = $1 AND NOT EXISTS (SELECT 1 FROM comments r WHERE r."parentId" = c.id)`,
    values: [authorId],
  });
  await affectedBy(tx, {
    text: `UPDATE comments SET body = '', mentions = '{}', "deletedAt" = COALESCE("deletedAt", now()) WHERE "authorId" = $1`,
    values: [authorId],
  });
  await affectedBy(tx, {
    text: `DELETE FROM comments p WHERE p.id = ANY($1::uuid[]) AND p."deletedAt" IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM comments r WHERE r."parentId" = p.id)`,
    values: [answered.map((row) => row.parentId)],
  });
}

@Injectable()
export class CommentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(subject: CommentSubject): Promise<CommentRow[]> {
    return rowsOf(this.dataSource, commentsOn(subject));
  }

  find(commentId: string): Promise<CommentRow | undefined> {
    return firstRow(this.dataSource, commentsOn(null, commentId));
  }

  /**
   * The number of comments still there on each subject of the event the reader may see: a private item's
   * only for those it is for.
   */
  counts(eventId: string, readerId: string) {
    return rowsOf<Record<'photoId' | 'scheduleItemId' | 'carpoolId' | 'stayId', string | null> & { count: number }>(
      this.dataSource,
      {
        text: `SELECT c."photoId", c."scheduleItemId", c."carpoolId", c."stayId", count(*)::int AS count
               FROM comments c
               WHERE c."eventId" = $1 AND c."deletedAt" IS NULL
                 AND (c."scheduleItemId" IS NULL OR EXISTS (
                   SELECT 1 FROM event_schedule s WHERE s.id = c."scheduleItemId" AND ${scheduleItemVisibleTo('s', '$2')}))
               GROUP BY c."photoId", c."scheduleItemId", c."carpoolId", c."stayId"`,
        values: [eventId, readerId],
      },
    );
  }

  /**
   * Writes a comment in one transaction with the bell entries `decide` makes (it throws to refuse). The
   * comment it answers is share-locked so it cannot be removed meanwhile; `decide` learns which of
   * `askAbout` (the mentioned and the parent's author) may read the comment. Answers the new comment's id.
   */
  create(
    comment: { eventId: string; subject: CommentSubject; authorId: string; body: string; mentions: string[] },
    parentId: string | null,
    decide: (id: string, parent: StoredComment | undefined, context: WriteContext) => NotificationRow[],
  ): Promise<string> {
    return this.dataSource.transaction(async (tx) => {
      const parent = parentId
        ? stored(
            await firstRow<StoredRow>(tx, {
              text: `SELECT ${STORED_COLUMNS} FROM comments c
                     WHERE c.id = $1 AND c.${SUBJECT_COLUMN[comment.subject.kind]} = $2 FOR SHARE`,
              values: [parentId, comment.subject.id],
            }),
          )
        : undefined;
      const askAbout = parent ? [...comment.mentions, parent.authorId] : comment.mentions;
      const context = await this.context(tx, comment.eventId, comment.subject, comment.authorId, askAbout);
      const id = randomUUID();
      const notifications = decide(id, parent, context);
      await rowsOf(tx, {
        text: `INSERT INTO comments (id, "eventId", ${SUBJECT_COLUMN[comment.subject.kind]}, "parentId", "authorId", body, mentions)
               VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[]) RETURNING id`,
        values: [id, comment.eventId, comment.subject.id, parentId, comment.authorId, comment.body, comment.mentions],
      });
      await writeNotifications(tx, notifications);
      return id;
    });
  }

  /**
   * Changes a comment's text and mentions under its lock, once `decide` allows it (it throws to refuse)
   * and makes the bell entries for those mentioned anew. False when there is no such comment.
   */
  update(
    commentId: string,
    change: { body: string; mentions: string[] | undefined },
    editorId: string,
    decide: (current: StoredComment, context: WriteContext) => NotificationRow[],
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const current = stored(
        await firstRow<StoredRow>(tx, {
          text: `SELECT ${STORED_COLUMNS} FROM comments c WHERE c.id = $1 FOR UPDATE`,
          values: [commentId],
        }),
      );
      if (!current) return false;
      const mentions = change.mentions ?? current.mentions;
      const context = await this.context(tx, current.eventId, current.subject, editorId, mentions);
      const notifications = decide(current, context);
      await affectedBy(tx, {
        text: `UPDATE comments SET body = $2, mentions = $3::uuid[], "editedAt" = now() WHERE id = $1`,
        values: [commentId, change.body, mentions],
      });
      await writeNotifications(tx, notifications);
      return true;
    });
  }

  /**
   * Deletes a comment once `check` allows it (it throws to refuse): kept as "deleted" while it has
   * replies, else removed, and the comment it answered with it when that one was deleted and this was its
   * last reply. Its bell entries go. The comment it answers is locked first, then it, in the order replies
   * take them, so two deletions in one thread apply one after the other. False when there is none.
   */
  delete(commentId: string, check: (current: StoredComment) => void): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const found = await firstRow<{ parentId: string | null }>(tx, {
        text: 'SELECT "parentId" FROM comments WHERE id = $1',
        values: [commentId],
      });
      if (!found) return false;
      if (found.parentId) {
        await rowsOf(tx, { text: 'SELECT id FROM comments WHERE id = $1 FOR UPDATE', values: [found.parentId] });
      }
      const current = stored(
        await firstRow<StoredRow>(tx, {
          text: `SELECT ${STORED_COLUMNS} FROM comments c WHERE c.id = $1 FOR UPDATE`,
          values: [commentId],
        }),
      );
      if (!current) return false;
      check(current);
      const { replies } = (await firstRow<{ replies: number }>(tx, {
        text: 'SELECT count(*)::int AS replies FROM comments WHERE "parentId" = $1',
        values: [commentId],
      }))!;
      if (replies > 0) {
        await affectedBy(tx, {
          text: `UPDATE comments SET body = '', mentions = '{}', "deletedAt" = now() WHERE id = $1`,
          values: [commentId],
        });
      } else {
        await affectedBy(tx, { text: 'DELETE FROM comments WHERE id = $1', values: [commentId] });
        if (current.parentId) {
          await affectedBy(tx, {
            text: `DELETE FROM comments p WHERE p.id = $1 AND p."deletedAt" IS NOT NULL
                     AND NOT EXISTS (SELECT 1 FROM comments r WHERE r."parentId" = p.id)`,
            values: [current.parentId],
          });
        }
      }
      await affectedBy(tx, {
        text: `DELETE FROM notifications WHERE kind IN ('mention', 'reply') AND "subjectId" = $1`,
        values: [commentId],
      });
      return true;
    });
  }

  /** The author's name, and which of the people named are members who may see the subject. */
  private async context(
    db: Db,
    eventId: string,
    subject: CommentSubject,
    authorId: string,
    userIds: string[],
  ): Promise<WriteContext> {
    const mayRead =
      subject.kind === 'scheduleItem'
        ? `EXISTS (SELECT 1 FROM event_schedule s WHERE s.id = $3 AND ${scheduleItemVisibleTo('s', 'm."userId"')})`
        : 'TRUE';
    const readers = await rowsOf<{ userId: string }>(db, {
      text: `SELECT m."userId" FROM event_members m
             WHERE m."eventId" = $1 AND m."userId" = ANY($2::uuid[]) AND ${mayRead}`,
      values: subject.kind === 'scheduleItem' ? [eventId, userIds, subject.id] : [eventId, userIds],
    });
    const author = await firstRow<{ displayName: string }>(db, {
      text: 'SELECT "displayName" FROM users WHERE id = $1',
      values: [authorId],
    });
    return { readers: new Set(readers.map((row) => row.userId)), authorName: author?.displayName ?? '' };
  }
}
