import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type EventCaller, roleSatisfies } from '../../common/access/event-access.rules';
import type { PersonRsvpDto } from './dto/party-rsvp.dto';
import type { PartyRsvpsResponse } from './dto/party-rsvp.response';
import {
  type AskedQuestion,
  type PartyReply,
  PartyRsvpsRepository,
  type PersonRef,
  type StoredAnswer,
} from './party-rsvps.repository';
import { answerValue, checkAnswer, unansweredMessage } from './questions/answer-rules';

const PERSON_NOT_FOUND = 'Person not found';
const PARTY_NOT_FOUND = 'Party not found';

const samePerson = (a: PersonRef, b: PersonRef) => a.kind === b.kind && a.id === b.id;

/**
 * A party answers an item together: any member for everyone in it, guests included. An admin may record
 * the answers of any party (taken by phone); those answers say who recorded them.
 */
@Injectable()
export class PartyRsvpsService {
  constructor(private readonly rsvps: PartyRsvpsRepository) {}

  async reply(caller: EventCaller, itemId: string, people: PersonRsvpDto[]): Promise<PartyRsvpsResponse> {
    if (people.some((person, index) => people.findIndex((other) => samePerson(person, other)) !== index)) {
      throw new BadRequestException('Answer for each person once');
    }
    const found = await this.rsvps.findPeople(caller.eventId, people);
    if (found.length !== people.length) throw new NotFoundException(PERSON_NOT_FOUND);
    const partyIds = new Set(found.map((person) => person.partyId));
    if (partyIds.size > 1) throw new BadRequestException('Answer for one party at a time');
    const [partyId] = [...partyIds] as [string];
    const ownParty = (await this.rsvps.partyOf(caller.eventId, caller.userId)) === partyId;
    if (!ownParty && !roleSatisfies(caller.role, 'admin')) throw new NotFoundException(PERSON_NOT_FOUND);
    if (!(await this.rsvps.isInvited(itemId, partyId))) {
      throw new BadRequestException('This party is not invited to this item');
    }
    const written = await this.rsvps.replyLocked(caller.eventId, itemId, partyId, people, (questions, stored) =>
      decideReply(people, questions, stored, ownParty ? null : caller.userId),
    );
    if (written === 'no party') throw new NotFoundException(PARTY_NOT_FOUND);
    if (written === 'moved') throw new ConflictException('The party changed meanwhile: please answer again');
    return this.partyAnswers(caller, itemId, partyId);
  }

  /** The caller's party's answers to the item; an admin may ask for any party's. */
  async read(caller: EventCaller, itemId: string, partyId?: string): Promise<PartyRsvpsResponse> {
    const own = await this.rsvps.partyOf(caller.eventId, caller.userId);
    if (partyId && partyId !== own && !roleSatisfies(caller.role, 'admin')) {
      throw new NotFoundException(PARTY_NOT_FOUND);
    }
    return this.partyAnswers(caller, itemId, partyId ?? own!);
  }

  private async partyAnswers(caller: EventCaller, itemId: string, partyId: string): Promise<PartyRsvpsResponse> {
    const people = await this.rsvps.peopleOfParty(itemId, partyId);
    if (people.length === 0) throw new NotFoundException(PARTY_NOT_FOUND);
    const answers = await this.rsvps.answersOf(caller.eventId, itemId, people);
    return {
      partyId,
      people: people.map(({ recordedById, recordedByName, ...person }) => ({
        ...person,
        recordedBy: recordedById ? { userId: recordedById, displayName: recordedByName ?? '' } : null,
        answers: answers
          .filter((answer) => samePerson(answer, person))
          .map(({ questionId, value }) => ({ questionId, value })),
      })),
    };
  }
}

/**
 * What a reply writes, checked against the questions asked with the item: every answer must fit its
 * question, and everyone going must have answered the required ones, now or before.
 */
export function decideReply(
  people: PersonRsvpDto[],
  questions: AskedQuestion[],
  stored: StoredAnswer[],
  recordedBy: string | null,
): PartyReply {
  const asked = new Map(questions.map((question) => [question.id, question]));
  const answers: PartyReply['answers'] = [];
  for (const person of people) {
    for (const { questionId, value } of person.answers ?? []) {
      const question = asked.get(questionId);
      if (!question) throw new BadRequestException('Question not found for this item');
      const cleaned = answerValue(question, value);
      if (cleaned.length > 0) {
        const refusal = checkAnswer(question, cleaned);
        if (refusal) throw new BadRequestException(refusal);
      }
      answers.push({ kind: person.kind, id: person.id, questionId, value: cleaned });
    }
    if (person.status !== 'going') continue;
    for (const question of questions.filter((q) => q.required)) {
      const given = answers.find((a) => a.questionId === question.id && samePerson(a, person));
      const answered = given
        ? given.value.length > 0
        : stored.some((a) => a.questionId === question.id && samePerson(a, person));
      if (!answered) throw new BadRequestException(unansweredMessage(question));
    }
  }
  return {
    rsvps: people.map(({ kind, id, status }) => ({ kind, id, status })),
    answers,
    recordedBy,
  };
}
