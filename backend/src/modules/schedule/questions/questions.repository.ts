import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, type Db, firstRow, rowsOf } from '../../../database/sql';
import { scheduleItemVisibleTo } from '../../../common/access/schedule-visibility';
import type { QuestionResponse } from './dto/question.response';
import type { AnsweredState } from './question-rules';
import type { QuestionKind } from './rsvp-question.entity';

/** What an admin writes of a question. */
export interface QuestionFields {
  prompt: string;
  kind: QuestionKind;
  options: string[];
  required: boolean;
}

export type StoredQuestion = QuestionFields & AnsweredState;

/**
 * A question's answers that count: a member's while they are a member (as the RSVP counts do), a guest's
 * while the guest exists (their answers go with them).
 */
const COUNTED_ANSWERS = `FROM rsvp_question_answers a
  WHERE a."questionId" = q.id
    AND (a."guestId" IS NOT NULL
         OR EXISTS (SELECT 1 FROM event_members am WHERE am."eventId" = q."eventId" AND am."userId" = a."userId"))`;

const QUESTION_COLUMNS = `q.id, q."scheduleItemId", q.kind, q.prompt, q.options, q.required, q.position,
  (SELECT count(*)::int ${COUNTED_ANSWERS}) AS "answerCount",
  (SELECT coalesce(jsonb_agg(DISTINCT chosen.option ORDER BY chosen.option), '[]')
   FROM (SELECT jsonb_array_elements_text(a.value) AS option ${COUNTED_ANSWERS} AND q.kind <> 'short_text') chosen)
  AS "optionsInUse"`;

@Injectable()
export class QuestionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's questions by position: those of the whole event and of the items the user sees. */
  listForEvent(eventId: string, userId: string): Promise<QuestionResponse[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT ${QUESTION_COLUMNS}
             FROM rsvp_questions q
             LEFT JOIN event_schedule s ON s.id = q."scheduleItemId"
             WHERE q."eventId" = $1 AND (q."scheduleItemId" IS NULL OR ${scheduleItemVisibleTo('s', '$2')})
             ORDER BY q.position, q."createdAt", q.id`,
      values: [eventId, userId],
    });
  }

  findInEvent(eventId: string, questionId: string): Promise<QuestionResponse | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT ${QUESTION_COLUMNS} FROM rsvp_questions q WHERE q.id = $1 AND q."eventId" = $2`,
      values: [questionId, eventId],
    });
  }

  /**
   * Adds a question at the end of the event's list once `check` accepts the event's question count (it
   * throws to refuse). The event's row is locked first, so two admins adding at once are serialised: the
   * limit holds and positions stay distinct. Answers the new id, or undefined when the event is gone or
   * has no such item.
   */
  createLocked(
    eventId: string,
    scheduleItemId: string | null,
    fields: QuestionFields,
    check: (count: number) => void,
  ): Promise<{ id: string } | { missing: 'event' | 'scheduleItem' }> {
    return this.dataSource.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) return { missing: 'event' as const };
      if (scheduleItemId) {
        const item = await firstRow(tx, {
          text: 'SELECT 1 FROM event_schedule WHERE id = $1 AND "eventId" = $2',
          values: [scheduleItemId, eventId],
        });
        if (!item) return { missing: 'scheduleItem' as const };
      }
      const { count } = (await firstRow<{ count: number }>(tx, {
        text: 'SELECT count(*)::int AS count FROM rsvp_questions WHERE "eventId" = $1',
        values: [eventId],
      }))!;
      check(count);
      const created = await firstRow<{ id: string }>(tx, {
        text: `INSERT INTO rsvp_questions ("eventId", "scheduleItemId", kind, prompt, options, required, position)
               SELECT $1, $2, $3, $4, $5::jsonb, $6, coalesce(max(position) + 1, 0)
               FROM rsvp_questions WHERE "eventId" = $1
               RETURNING id`,
        values: [eventId, scheduleItemId, fields.kind, fields.prompt, JSON.stringify(fields.options), fields.required],
      });
      return created!;
    });
  }

  /**
   * Locks the question while `decide` checks a change against it and the answers it has, then writes what
   * it returns; an answer saved with an RSVP share-locks its question, so none lands in between. `decide`
   * throws to refuse. False when the event has no such question.
   */
  changeLocked(
    eventId: string,
    questionId: string,
    decide: (question: StoredQuestion) => QuestionFields,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const locked = await firstRow(tx, {
        text: 'SELECT id FROM rsvp_questions WHERE id = $1 AND "eventId" = $2 FOR UPDATE',
        values: [questionId, eventId],
      });
      if (!locked) return false;
      const stored = (await firstRow<QuestionResponse>(tx, {
        text: `SELECT ${QUESTION_COLUMNS} FROM rsvp_questions q WHERE q.id = $1`,
        values: [questionId],
      }))!;
      const after = decide(stored);
      await affectedBy(tx, {
        text: 'UPDATE rsvp_questions SET prompt = $2, kind = $3, options = $4::jsonb, required = $5 WHERE id = $1',
        values: [questionId, after.prompt, after.kind, JSON.stringify(after.options), after.required],
      });
      return true;
    });
  }

  /** Its answers go with it (foreign key). False when the event has no such question. */
  async delete(eventId: string, questionId: string): Promise<boolean> {
    const count = await affectedBy(this.dataSource, {
      text: 'DELETE FROM rsvp_questions WHERE id = $1 AND "eventId" = $2',
      values: [questionId, eventId],
    });
    return count > 0;
  }

  /**
   * The named questions take the places they held among themselves, in the new order; the others keep
   * theirs, and every position is renumbered from 0. The event's row is locked, as when a question is
   * added. False when one of them is not the event's.
   */
  reorderLocked(eventId: string, questionIds: string[]): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      if (!(await lockEvent(tx, eventId))) return false;
      const current = await rowsOf<{ id: string }>(tx, {
        text: 'SELECT id FROM rsvp_questions WHERE "eventId" = $1 ORDER BY position, "createdAt", id',
        values: [eventId],
      });
      const named = new Set(questionIds);
      if (current.filter((question) => named.has(question.id)).length !== named.size) return false;
      const queue = [...questionIds];
      const order = current.map((question) => (named.has(question.id) ? queue.shift()! : question.id));
      await affectedBy(tx, {
        text: `UPDATE rsvp_questions q SET position = moved.position - 1
               FROM unnest($1::uuid[]) WITH ORDINALITY AS moved(id, position)
               WHERE q.id = moved.id`,
        values: [order],
      });
      return true;
    });
  }
}

function lockEvent(tx: Db, eventId: string) {
  return firstRow(tx, { text: 'SELECT id FROM events WHERE id = $1 FOR NO KEY UPDATE', values: [eventId] });
}
