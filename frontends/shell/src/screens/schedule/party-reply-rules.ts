import type { ApiAnswer, ApiBody, Party, RsvpQuestion, RsvpStatus } from '@gatherly/shared';

/** The caller's party, as GET /api/events/{eventId}/parties/mine answers it. */
export type { Party };

/** A party's answers to one item, as GET /api/schedule/{id}/rsvps answers them. */
export type PartyRsvps = ApiAnswer<'/api/schedule/{scheduleEventId}/rsvps', 'GET'>['party'];

/** Who a reply answers for: a member of the party (their user id) or a guest it brings (the guest's id). */
export type PersonKind = PartyRsvps['people'][number]['kind'];

/** One row of the reply: who, what they answer, and their answers to the questions by question id. */
export interface ReplyPerson {
  kind: PersonKind;
  id: string;
  /** A member's name, or a guest's; null for a guest not yet named. */
  name: string | null;
  /** 1 for the party's first guest, and so on; null for a member. */
  guestNumber: number | null;
  status: RsvpStatus | null;
  answers: Record<string, string[]>;
}

/** The reply as PUT /api/schedule/{id}/rsvps takes it. */
export type PartyReply = ApiBody<'/api/schedule/{scheduleEventId}/rsvps', 'PUT'>;

/** What a row calls its person: their name, or "Guest 2" for the party's second guest without one. */
export const personLabel = (person: Pick<ReplyPerson, 'name' | 'guestNumber'>) =>
  person.name?.trim() || `Guest ${person.guestNumber ?? ''}`.trim();

/** The people a party answers for, members first: how many a reply covers. */
export const partySize = (party: Pick<Party, 'members' | 'guests'>) => party.members.length + party.guests.length;

/**
 * The rows of the reply: the party's members then its guests, each with what they answered before (or,
 * for the caller, the answer they just tapped).
 */
export function replyPeople(
  party: Party,
  stored: PartyRsvps | undefined,
  me: { userId: string; status?: RsvpStatus | null },
): ReplyPerson[] {
  const before = new Map(stored?.people.map((person) => [`${person.kind}:${person.id}`, person]));
  const row = (kind: PersonKind, id: string, name: string | null, guestNumber: number | null): ReplyPerson => {
    const answered = before.get(`${kind}:${id}`);
    const tapped = kind === 'member' && id === me.userId ? me.status : undefined;
    return {
      kind,
      id,
      name,
      guestNumber,
      status: tapped ?? answered?.status ?? null,
      answers: Object.fromEntries(answered?.answers.map((answer) => [answer.questionId, answer.value]) ?? []),
    };
  };
  return [
    ...party.members.map((member) => row('member', member.userId, member.displayName, null)),
    ...party.guests.map((guest, index) => row('guest', guest.id, guest.name, index + 1)),
  ];
}

/** An answer as typed: short text trimmed, and a blank text is no answer. */
const given = (question: RsvpQuestion, value: string[] | undefined) =>
  question.kind === 'short_text'
    ? (value ?? []).map((text) => text.trim()).filter((text) => text !== '')
    : (value ?? []);

/**
 * The required questions a row going leaves unanswered, by person id and question id: the dialog marks
 * them and sends nothing until there are none (the server asks the same).
 */
export function missingAnswers(people: ReplyPerson[], questions: RsvpQuestion[]): Record<string, Set<string>> {
  const missing: Record<string, Set<string>> = {};
  for (const person of people) {
    if (person.status !== 'going') continue;
    const unanswered = questions.filter(
      (question) => question.required && given(question, person.answers[question.id]).length === 0,
    );
    if (unanswered.length > 0) missing[person.id] = new Set(unanswered.map((question) => question.id));
  }
  return missing;
}

/**
 * The body of the reply: everyone who has an answer, and the answers of those going to the questions
 * asked (others keep what they answered before).
 */
export function replyBody(people: ReplyPerson[], questions: RsvpQuestion[]): PartyReply {
  return {
    people: people
      .filter((person): person is ReplyPerson & { status: RsvpStatus } => person.status !== null)
      .map(({ kind, id, status, answers }) =>
        status === 'going' && questions.length > 0
          ? {
              kind,
              id,
              status,
              answers: questions
                .filter((question) => answers[question.id] !== undefined)
                .map((question) => ({ questionId: question.id, value: given(question, answers[question.id]) })),
            }
          : { kind, id, status },
      ),
  };
}
