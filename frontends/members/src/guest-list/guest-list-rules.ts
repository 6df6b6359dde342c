import type { ApiAnswer, RsvpStatus } from '@gatherly/shared';

export type GuestList = ApiAnswer<'/api/events/{eventId}/guest-list', 'GET'>;
export type GuestParty = GuestList['parties'][number];
export type GuestPerson = GuestParty['people'][number];
export type GuestItem = GuestList['items'][number];
export type GuestQuestion = GuestList['questions'][number];
export type HeadCount = GuestItem['headCounts']['going'];

/** Which parties the list shows: all, or those with someone who has not answered, is going, or is not. */
export type AnswerFilter = 'all' | 'unanswered' | 'going' | 'not_going';

export const FILTER_LABELS: Record<AnswerFilter, string> = {
  all: 'All',
  unanswered: "Hasn't answered",
  going: 'Going',
  not_going: 'Not going',
};

export const STATUS_LABELS: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not going' };

/** Whether a person matches the filter for one item (itemId) or for any item they are asked about. */
export function personMatches(person: GuestPerson, filter: AnswerFilter, itemId: string | null): boolean {
  if (filter === 'all') return true;
  const answers = person.answers.filter((answer) => itemId === null || answer.scheduleItemId === itemId);
  return answers.some((answer) => (filter === 'unanswered' ? answer.status === null : answer.status === filter));
}

/** The parties in which someone matches: a party answers together, so it shows whole. */
export const filterParties = (parties: readonly GuestParty[], filter: AnswerFilter, itemId: string | null) =>
  parties.filter((party) => party.people.some((person) => personMatches(person, filter, itemId)));

/** "2 adults, 1 child"; "no one" for none. */
export function headCountText({ adults, children }: HeadCount): string {
  const parts = [
    adults > 0 ? `${adults} ${adults === 1 ? 'adult' : 'adults'}` : null,
    children > 0 ? `${children} ${children === 1 ? 'child' : 'children'}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'no one';
}

/** "12 Fish · 20 Beef" for a choice question; "3 answers" for short text. */
export function questionSummaryText(question: GuestQuestion): string {
  if (question.kind === 'short_text') return `${question.answered} ${question.answered === 1 ? 'answer' : 'answers'}`;
  if (question.summary.length === 0) return 'No options';
  return question.summary.map(({ option, count }) => `${count} ${option}`).join(' · ');
}

/** A party's name: its members', "Ana & Ben". */
export const partyName = (party: GuestParty) =>
  party.people
    .filter((person) => person.kind === 'member')
    .map((person) => person.name)
    .join(' & ') || 'A party';

/** A person as the list names them: a guest not yet named is "Guest of Ana". */
export function personName(person: GuestPerson, party: GuestParty): string {
  if (person.name) return person.name;
  const host = party.people.find((candidate) => candidate.kind === 'member');
  return host?.name ? `Guest of ${host.name}` : 'Guest';
}

/** The questions asked with an answer to this item: the event's own, then the item's. */
export const questionsForItem = (questions: readonly GuestQuestion[], itemId: string) =>
  questions.filter((question) => question.scheduleItemId === null || question.scheduleItemId === itemId);
