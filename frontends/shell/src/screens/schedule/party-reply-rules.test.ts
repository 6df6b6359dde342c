import type { RsvpQuestion } from '@gatherly/shared';
import { missingAnswers, partySize, personLabel, replyBody, replyPeople, type Party } from './party-reply-rules';

const question = (id: string, changes: Partial<RsvpQuestion> = {}): RsvpQuestion => ({
  id,
  scheduleItemId: null,
  kind: 'single_choice',
  prompt: 'Meal',
  options: ['Fish', 'Beef', 'Vegetarian'],
  required: true,
  position: 0,
  answerCount: 0,
  optionsInUse: [],
  ...changes,
});
const meal = question('q-meal');
const song = question('q-song', { kind: 'short_text', prompt: 'A song request', options: [], required: false });

const party: Party = {
  id: 'p1',
  guestLimit: 2,
  lastRemindedAt: null,
  members: [{ userId: 'me', displayName: 'Maya', photoURL: null }],
  guests: [
    { id: 'g1', name: null, ageGroup: 'adult' },
    { id: 'g2', name: 'Leo', ageGroup: 'child' },
  ],
};

/** What every stored answer carries besides who and what. */
const person = { ageGroup: 'adult' as const, recordedBy: null };

describe('the party reply', () => {
  it('lists members, then guests by name or as Guest N, and counts them all', () => {
    const people = replyPeople(party, undefined, { userId: 'me' });
    expect(people.map(personLabel)).toEqual(['Maya', 'Guest 1', 'Leo']);
    expect(partySize(party)).toBe(3);
  });

  it('starts from the stored answers, the caller’s tapped answer first', () => {
    const stored = {
      partyId: 'p1',
      people: [
        { ...person, kind: 'member' as const, id: 'me', name: 'Maya', status: 'maybe' as const, answers: [] },
        {
          ...person,
          kind: 'guest' as const,
          id: 'g1',
          name: null,
          status: 'going' as const,
          answers: [{ questionId: 'q-meal', value: ['Fish'] }],
        },
      ],
    };
    const people = replyPeople(party, stored, { userId: 'me', status: 'going' });
    expect(people.map((person) => person.status)).toEqual(['going', 'going', null]);
    expect(people[1]!.answers).toEqual({ 'q-meal': ['Fish'] });
  });

  it('names the required questions left unanswered by those going, and only theirs', () => {
    const people = replyPeople(party, undefined, { userId: 'me' });
    people[0]!.status = 'going';
    people[1]!.status = 'going';
    people[1]!.answers = { 'q-meal': ['Beef'] };
    people[2]!.status = 'not_going';
    const missing = missingAnswers(people, [meal, song]);
    expect(Object.keys(missing)).toEqual(['me']);
    expect([...missing.me!]).toEqual(['q-meal']);
  });

  it('takes a blank text as no answer to a required text question', () => {
    const text = { ...song, required: true };
    const [me] = replyPeople(party, undefined, { userId: 'me', status: 'going' });
    me!.answers = { 'q-song': ['   '] };
    expect(missingAnswers([me!], [text]).me?.has('q-song')).toBe(true);
  });

  it('sends everyone answered, with answers for those going only', () => {
    const people = replyPeople(party, undefined, { userId: 'me' });
    people[0]!.status = 'going';
    people[0]!.answers = { 'q-meal': ['Fish'], 'q-song': ['  September '] };
    people[1]!.status = 'not_going';
    people[1]!.answers = { 'q-meal': ['Beef'] };
    expect(replyBody(people, [meal, song])).toEqual({
      people: [
        {
          kind: 'member',
          id: 'me',
          status: 'going',
          answers: [
            { questionId: 'q-meal', value: ['Fish'] },
            { questionId: 'q-song', value: ['September'] },
          ],
        },
        { kind: 'guest', id: 'g1', status: 'not_going' },
      ],
    });
  });
});
