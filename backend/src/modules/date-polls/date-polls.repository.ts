import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Statement } from '../../database/sql';
import type { DatePollAnswerValue } from './date-poll-answer.entity';
import type { DateRange } from './date-poll-rules';
import type { DatePollRow } from './dto/date-poll.response';

/** What a change to a poll is decided on: the poll as it is under the change's lock. */
export interface PollState {
  closedAt: Date | null;
}

/** What adding a candidate is decided on: the event's start date and the open poll's candidates. */
export interface CandidatesState {
  eventStartDate: Date | null;
  candidates: DateRange[];
}

/**
 * The event's newest poll with every candidate's tally, who answered it how, and the user's own answers,
 * and how many members the event has: one statement. Answers count only while their author is a member,
 * like the schedule's RSVPs.
 */
export const datePollOfEvent = (eventId: string, userId: string): Statement => ({
  text: `SELECT p.id, p."eventId", p."createdAt", p."closedAt", p."chosenOptionId",
                coalesce((
                  SELECT json_agg(json_build_object('id', t.id, 'startDate', t."startDate", 'endDate', t."endDate",
                                                    'createdAt', t."createdAt", 'yes', t.yes, 'ifNeedBe', t."ifNeedBe",
                                                    'no', t.no, 'myAnswer', t."myAnswer", 'voters', t.voters)
                                  ORDER BY t."startDate", t."endDate", t.id)
                  FROM (SELECT o.id, o."startDate", o."endDate", o."createdAt",
                               count(m.id) FILTER (WHERE a.answer = 'yes')::int AS yes,
                               count(m.id) FILTER (WHERE a.answer = 'if_need_be')::int AS "ifNeedBe",
                               count(m.id) FILTER (WHERE a.answer = 'no')::int AS no,
                               min(a.answer) FILTER (WHERE a."userId" = $2) AS "myAnswer",
                               coalesce(json_agg(json_build_object('id', u.id, 'displayName', u."displayName",
                                                                   'photoURL', u."photoURL", 'answer', a.answer)
                                                 ORDER BY lower(u."displayName"), u.id)
                                        FILTER (WHERE m.id IS NOT NULL), '[]') AS voters
                        FROM date_poll_options o
                        LEFT JOIN date_poll_answers a ON a."optionId" = o.id
                        LEFT JOIN event_members m ON m."eventId" = o."eventId" AND m."userId" = a."userId"
                        LEFT JOIN users u ON u.id = m."userId"
                        WHERE o."pollId" = p.id
                        GROUP BY o.id) t), '[]') AS options,
                (SELECT count(DISTINCT a."userId")::int
                 FROM date_poll_options o
                 JOIN date_poll_answers a ON a."optionId" = o.id
                 JOIN event_members m ON m."eventId" = o."eventId" AND m."userId" = a."userId"
                 WHERE o."pollId" = p.id) AS respondents,
                (SELECT count(*)::int FROM event_members m WHERE m."eventId" = p."eventId") AS "memberCount"
         FROM date_polls p
         WHERE p."eventId" = $1
         ORDER BY p."createdAt" DESC, p.id DESC
         LIMIT 1`,
  values: [eventId, userId],
});

/*
 * Adding a candidate and choosing one lock the event's row first (they read or write its dates), so they
 * happen one at a time per event. Answering and deleting a candidate share-lock the poll's row, which a
 * choice locks exclusively: a close waits for them, and they, once it is closed, find it closed.
 */
@Injectable()
export class DatePollsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findForEvent(eventId: string, userId: string): Promise<DatePollRow | undefined> {
    return firstRow(this.dataSource, datePollOfEvent(eventId, userId));
  }

  /**
   * Adds a candidate to the event's open poll, opening one when there is none, once `check` accepts it
   * (it throws to refuse). The event's row is locked first, so two admins adding at once are serialised:
   * each sees the other's candidate, and the second finds the poll the first opened (the partial unique
   * index would refuse a second open poll anyway). False when the event is gone.
   */
  addCandidateLocked(
    eventId: string,
    userId: string,
    candidate: DateRange,
    check: (state: CandidatesState) => void,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const event = await firstRow<{ startDate: Date | null }>(tx, {
        text: 'SELECT "startDate" FROM events WHERE id = $1 FOR NO KEY UPDATE',
        values: [eventId],
      });
      if (!event) return false;
      const candidates = await rowsOf<DateRange>(tx, {
        text: `SELECT o."startDate", o."endDate" FROM date_poll_options o
               JOIN date_polls p ON p.id = o."pollId"
               WHERE p."eventId" = $1 AND p."closedAt" IS NULL`,
        values: [eventId],
      });
      check({ eventStartDate: event.startDate, candidates });
      await rowsOf(tx, {
        text: `INSERT INTO date_polls ("eventId", "createdBy") VALUES ($1, $2)
               ON CONFLICT ("eventId") WHERE "closedAt" IS NULL DO NOTHING`,
        values: [eventId, userId],
      });
      await rowsOf(tx, {
        text: `INSERT INTO date_poll_options ("pollId", "eventId", "startDate", "endDate", "createdBy")
               SELECT id, "eventId", $2, $3, $4 FROM date_polls WHERE "eventId" = $1 AND "closedAt" IS NULL`,
        values: [eventId, candidate.startDate, candidate.endDate, userId],
      });
      return true;
    });
  }

  /**
   * Deletes a candidate, with its answers (foreign key), once `check` accepts its poll (it throws to
   * refuse). False when the event has no such candidate.
   */
  removeCandidateLocked(eventId: string, optionId: string, check: (poll: PollState) => void): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const poll = await firstRow<PollState>(tx, {
        text: `SELECT p."closedAt" FROM date_poll_options o JOIN date_polls p ON p.id = o."pollId"
               WHERE o.id = $1 AND o."eventId" = $2 FOR SHARE OF p`,
        values: [optionId, eventId],
      });
      if (!poll) return false;
      check(poll);
      await affectedBy(tx, { text: 'DELETE FROM date_poll_options WHERE id = $1', values: [optionId] });
      return true;
    });
  }

  /**
   * Records the user's answer to a candidate of an open poll, replacing an earlier one: one statement,
   * one row per user and candidate whatever the concurrency. It share-locks the poll and the candidate,
   * so it either lands before a close or, waiting for the close, finds the poll closed and writes
   * nothing; likewise for a candidate being deleted. False when nothing was written.
   */
  async answerOpen(optionId: string, userId: string, answer: DatePollAnswerValue): Promise<boolean> {
    const written = await rowsOf(this.dataSource, {
      text: `INSERT INTO date_poll_answers ("optionId", "userId", answer, "answeredAt")
             SELECT o.id, $2, $3, now()
             FROM date_poll_options o JOIN date_polls p ON p.id = o."pollId"
             WHERE o.id = $1 AND p."closedAt" IS NULL
             FOR SHARE OF o, p
             ON CONFLICT ("optionId", "userId") DO UPDATE SET answer = EXCLUDED.answer, "answeredAt" = EXCLUDED."answeredAt"
             RETURNING id`,
      values: [optionId, userId, answer],
    });
    return written.length > 0;
  }

  async candidateExists(optionId: string): Promise<boolean> {
    const found = await firstRow(this.dataSource, {
      text: 'SELECT 1 FROM date_poll_options WHERE id = $1',
      values: [optionId],
    });
    return found !== undefined;
  }

  /**
   * Gives the event the candidate's dates and closes its poll, once `check` accepts the poll (it throws
   * to refuse), in one transaction with the event and the poll locked: of two concurrent choices the
   * second waits, then finds the poll closed. closedAt is the moment of the close itself, not the
   * transaction's start, so an answer that landed while the close waited is older than it. Who chose is
   * recorded with the dates, for the event's activity. False when the event has no such candidate.
   */
  chooseLocked(
    eventId: string,
    optionId: string,
    chosenBy: string,
    check: (poll: PollState) => void,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      await rowsOf(tx, { text: 'SELECT id FROM events WHERE id = $1 FOR NO KEY UPDATE', values: [eventId] });
      const chosen = await firstRow<PollState & DateRange & { pollId: string }>(tx, {
        text: `SELECT p.id AS "pollId", p."closedAt", o."startDate", o."endDate"
               FROM date_poll_options o JOIN date_polls p ON p.id = o."pollId"
               WHERE o.id = $1 AND o."eventId" = $2 FOR UPDATE OF p`,
        values: [optionId, eventId],
      });
      if (!chosen) return false;
      check(chosen);
      // The event's calendar entry changes with its dates: calendars replace it when its sequence rises,
      // and the members are e-mailed the dates once datesChangedAt is a moment old.
      await affectedBy(tx, {
        text: `UPDATE events SET "startDate" = $2, "endDate" = $3,
                 "calendarSequence" = "calendarSequence"
                   + (("startDate", "endDate") IS DISTINCT FROM ($2::timestamptz, $3::timestamptz))::int,
                 "datesChangedAt" = now()
               WHERE id = $1`,
        values: [eventId, chosen.startDate, chosen.endDate],
      });
      await affectedBy(tx, {
        text: `UPDATE date_polls SET "closedAt" = clock_timestamp(), "chosenOptionId" = $2 WHERE id = $1`,
        values: [chosen.pollId, optionId],
      });
      await affectedBy(tx, {
        text: `INSERT INTO event_date_changes ("eventId", "startDate", "endDate", "changedBy", "pollOptionId")
               VALUES ($1, $2, $3, $4, $5)`,
        values: [eventId, chosen.startDate, chosen.endDate, chosenBy, optionId],
      });
      return true;
    });
  }
}
