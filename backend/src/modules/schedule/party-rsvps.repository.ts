import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, firstRow, rowsOf } from '../../database/sql';
import type { AgeGroup } from '../members/parties/party-guest.entity';
import type { PersonKind } from './dto/party-rsvp.dto';
import type { QuestionKind } from './questions/rsvp-question.entity';
import type { RsvpStatus } from './rsvp.entity';

export interface PersonRef {
  kind: PersonKind;
  id: string;
}

/** A person of the event with the party they answer with. */
export type PartyPerson = PersonRef & { partyId: string };

export interface AskedQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  options: string[];
  required: boolean;
}

export type StoredAnswer = PersonRef & { questionId: string };

export interface PartyReply {
  rsvps: Array<PersonRef & { status: RsvpStatus }>;
  /** An empty value clears the answer. */
  answers: Array<PersonRef & { questionId: string; value: string[] }>;
  recordedBy: string | null;
}

export interface PersonRsvpRow {
  kind: PersonKind;
  id: string;
  name: string | null;
  ageGroup: AgeGroup;
  status: RsvpStatus | null;
  recordedById: string | null;
  recordedByName: string | null;
}

const idsOf = (people: PersonRef[], kind: PersonKind) => people.filter((p) => p.kind === kind).map((p) => p.id);

@Injectable()
export class PartyRsvpsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's people among `people`, each with their party; those not of the event are left out. */
  findPeople(eventId: string, people: PersonRef[]): Promise<PartyPerson[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT 'member' AS kind, "userId" AS id, "partyId" FROM event_members
             WHERE "eventId" = $1 AND "userId" = ANY($2::uuid[])
             UNION ALL
             SELECT 'guest', id, "partyId" FROM party_guests WHERE "eventId" = $1 AND id = ANY($3::uuid[])`,
      values: [eventId, idsOf(people, 'member'), idsOf(people, 'guest')],
    });
  }

  async partyOf(eventId: string, userId: string): Promise<string | undefined> {
    const row = await firstRow<{ partyId: string }>(this.dataSource, {
      text: 'SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
      values: [eventId, userId],
    });
    return row?.partyId;
  }

  /** Whether the party may answer the item: it is for everyone, or the party is invited to it. */
  async isInvited(itemId: string, partyId: string): Promise<boolean> {
    const row = await firstRow<{ invited: boolean }>(this.dataSource, {
      text: `SELECT s.audience = 'everyone'
                    OR EXISTS (SELECT 1 FROM schedule_item_parties sp WHERE sp."scheduleItemId" = s.id AND sp."partyId" = $2)
                    AS invited
             FROM event_schedule s WHERE s.id = $1`,
      values: [itemId, partyId],
    });
    return row?.invited ?? false;
  }

  /**
   * Writes a party's reply to an item. The party's row is locked while `decide` checks the reply against
   * the questions asked and the answers already stored (it throws to refuse), so two members answering for
   * one party at once leave each person one answer, the last one given. The people are checked to be in the
   * party once it is locked: a member joined elsewhere meanwhile answers with their new party ('moved').
   */
  replyLocked(
    eventId: string,
    itemId: string,
    partyId: string,
    people: PersonRef[],
    decide: (questions: AskedQuestion[], stored: StoredAnswer[]) => PartyReply,
  ): Promise<'written' | 'no party' | 'moved'> {
    return this.dataSource.transaction(async (tx) => {
      const party = await firstRow(tx, {
        text: 'SELECT id FROM parties WHERE id = $1 AND "eventId" = $2 FOR UPDATE',
        values: [partyId, eventId],
      });
      if (!party) return 'no party';
      const stillIn = await firstRow<{ count: number }>(tx, {
        text: `SELECT count(*)::int AS count FROM (
                 SELECT 1 FROM event_members WHERE "partyId" = $1 AND "userId" = ANY($2::uuid[])
                 UNION ALL
                 SELECT 1 FROM party_guests WHERE "partyId" = $1 AND id = ANY($3::uuid[])) people`,
        values: [partyId, idsOf(people, 'member'), idsOf(people, 'guest')],
      });
      if (stillIn!.count !== people.length) return 'moved';
      // Share-locked: an admin's change to a question waits for the reply and the reply for it, so no
      // answer lands outside the options a change keeps (QuestionsRepository.changeLocked).
      const questions = await rowsOf<AskedQuestion>(tx, {
        text: `SELECT id, kind, prompt, options, required FROM rsvp_questions
               WHERE "eventId" = $1 AND ("scheduleItemId" IS NULL OR "scheduleItemId" = $2)
               ORDER BY position, "createdAt", id
               FOR SHARE`,
        values: [eventId, itemId],
      });
      const stored = await storedAnswers(tx, eventId, itemId, people);
      const reply = decide(questions, stored);
      for (const rsvp of reply.rsvps) {
        const column = rsvp.kind === 'member' ? '"userId"' : '"guestId"';
        await rowsOf(tx, {
          text: `INSERT INTO rsvps ("scheduleEventId", ${column}, status, "recordedBy", "respondedAt")
                 VALUES ($1, $2, $3, $4, now())
                 ON CONFLICT ("scheduleEventId", ${column})
                 DO UPDATE SET status = EXCLUDED.status, "recordedBy" = EXCLUDED."recordedBy", "respondedAt" = now()`,
          values: [itemId, rsvp.id, rsvp.status, reply.recordedBy],
        });
      }
      for (const answer of reply.answers) {
        const column = answer.kind === 'member' ? '"userId"' : '"guestId"';
        await rowsOf(
          tx,
          answer.value.length === 0
            ? {
                text: `DELETE FROM rsvp_question_answers WHERE "questionId" = $1 AND ${column} = $2`,
                values: [answer.questionId, answer.id],
              }
            : {
                text: `INSERT INTO rsvp_question_answers ("questionId", ${column}, value, "answeredAt")
                       VALUES ($1, $2, $3::jsonb, now())
                       ON CONFLICT ("questionId", ${column}) DO UPDATE SET value = EXCLUDED.value, "answeredAt" = now()`,
                values: [answer.questionId, answer.id, JSON.stringify(answer.value)],
              },
        );
      }
      return 'written';
    });
  }

  /** The party's people, members first then guests, with their answers to the item. */
  peopleOfParty(itemId: string, partyId: string): Promise<PersonRsvpRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT kind, id, name, "ageGroup", status, "recordedById", "recordedByName" FROM (
               SELECT 'member' AS kind, m."userId" AS id, u."displayName" AS name, 'adult' AS "ageGroup",
                      r.status, r."recordedBy" AS "recordedById", ru."displayName" AS "recordedByName",
                      0 AS rank, m."joinedAt" AS since
               FROM event_members m
               JOIN users u ON u.id = m."userId"
               LEFT JOIN rsvps r ON r."scheduleEventId" = $1 AND r."userId" = m."userId"
               LEFT JOIN users ru ON ru.id = r."recordedBy"
               WHERE m."partyId" = $2
               UNION ALL
               SELECT 'guest', g.id, g.name, g."ageGroup", r.status, r."recordedBy", ru."displayName", 1, g."createdAt"
               FROM party_guests g
               LEFT JOIN rsvps r ON r."scheduleEventId" = $1 AND r."guestId" = g.id
               LEFT JOIN users ru ON ru.id = r."recordedBy"
               WHERE g."partyId" = $2
             ) people
             ORDER BY rank, since, id`,
      values: [itemId, partyId],
    });
  }

  /** The people's answers to the questions asked with the item: the event's and the item's own. */
  answersOf(eventId: string, itemId: string, people: PersonRef[]): Promise<Array<StoredAnswer & { value: string[] }>> {
    return answersOfPeople(this.dataSource, eventId, itemId, people, true);
  }
}

function storedAnswers(db: Db, eventId: string, itemId: string, people: PersonRef[]): Promise<StoredAnswer[]> {
  return answersOfPeople(db, eventId, itemId, people, false);
}

function answersOfPeople<Row>(db: Db, eventId: string, itemId: string, people: PersonRef[], withValue: boolean) {
  return rowsOf<Row>(db, {
    text: `SELECT CASE WHEN a."userId" IS NULL THEN 'guest' ELSE 'member' END AS kind,
                  coalesce(a."userId", a."guestId") AS id, a."questionId"${withValue ? ', a.value' : ''}
           FROM rsvp_question_answers a
           JOIN rsvp_questions q ON q.id = a."questionId"
           WHERE q."eventId" = $1 AND (q."scheduleItemId" IS NULL OR q."scheduleItemId" = $2)
             AND (a."userId" = ANY($3::uuid[]) OR a."guestId" = ANY($4::uuid[]))
           ORDER BY q.position, q."createdAt", q.id`,
    values: [eventId, itemId, idsOf(people, 'member'), idsOf(people, 'guest')],
  });
}
