import type { EventCaller } from '../../../common/access/event-access.rules';
import { dietarySummary, guestListOf, partiesToRemind } from './guest-list.assembly';
import type { GuestListMemberRow, GuestListRows } from './guest-list.read-model';

const ADMIN: EventCaller = { eventId: 'e', userId: 'admin', role: 'admin' };

const member = (userId: string, partyId: string, more: Partial<GuestListMemberRow> = {}): GuestListMemberRow => ({
  userId,
  partyId,
  displayName: userId.toUpperCase(),
  email: `${userId}@example.com`,
  role: 'attendee',
  joinedAt: new Date('2031-01-01T00:00:00Z'),
  profilePrivacy: 'friends',
  dietaryRestrictions: [],
  allergies: [],
  profileVisibility: null,
  eventDietaryNotes: null,
  eventAllergies: null,
  roomingPreferences: null,
  transportationNotes: null,
  specialRequests: null,
  ...more,
});

const DINNER = new Date('2031-06-12T19:00:00Z');
const BRUNCH = new Date('2031-06-13T10:00:00Z');

/** Ana & Ben (one party) bring a child; Cy comes alone; brunch is private to Ana's party. */
const rows = (): GuestListRows => ({
  timeZone: 'UTC',
  members: [member('admin', 'p0', { role: 'admin' }), member('ana', 'p1'), member('ben', 'p1'), member('cy', 'p2')],
  parties: [
    { id: 'p0', guestLimit: 0, lastRemindedAt: null },
    { id: 'p1', guestLimit: 2, lastRemindedAt: null },
    { id: 'p2', guestLimit: 0, lastRemindedAt: null },
  ],
  guests: [{ id: 'g1', partyId: 'p1', name: 'Kid', ageGroup: 'child' }],
  items: [
    { id: 'dinner', title: 'Dinner', startTime: DINNER, audience: 'everyone', partyIds: [] },
    { id: 'brunch', title: 'Brunch', startTime: BRUNCH, audience: 'parties', partyIds: ['p1'] },
  ],
  rsvps: [
    { scheduleItemId: 'dinner', userId: 'ana', guestId: null, status: 'going', recordedBy: null, recorderName: null },
    { scheduleItemId: 'dinner', userId: 'ben', guestId: null, status: 'going', recordedBy: null, recorderName: null },
    {
      scheduleItemId: 'dinner',
      userId: null,
      guestId: 'g1',
      status: 'going',
      recordedBy: 'admin',
      recorderName: 'ADMIN',
    },
    {
      scheduleItemId: 'dinner',
      userId: 'cy',
      guestId: null,
      status: 'not_going',
      recordedBy: null,
      recorderName: null,
    },
    { scheduleItemId: 'dinner', userId: 'gone', guestId: null, status: 'going', recordedBy: null, recorderName: null },
  ],
  questions: [
    {
      id: 'meal',
      prompt: 'Meal?',
      kind: 'single_choice',
      options: ['Fish', 'Beef'],
      required: false,
      scheduleItemId: 'dinner',
    },
    { id: 'song', prompt: 'A song?', kind: 'short_text', options: [], required: false, scheduleItemId: null },
  ],
  questionAnswers: [
    { questionId: 'meal', userId: 'ana', guestId: null, value: ['Fish'] },
    { questionId: 'meal', userId: 'ben', guestId: null, value: ['Beef'] },
    { questionId: 'meal', userId: null, guestId: 'g1', value: ['Fish'] },
    // Not going: the meal is not counted.
    { questionId: 'meal', userId: 'cy', guestId: null, value: ['Beef'] },
    { questionId: 'song', userId: 'cy', guestId: null, value: ['Jolene'] },
    { questionId: 'song', userId: 'gone', guestId: null, value: ['Gone'] },
  ],
  invitations: [],
});

describe('the guest list', () => {
  it('lists each party with its members then its guests, and their answers to the items they are invited to', () => {
    const list = guestListOf(rows(), ADMIN);
    const [, ana] = list.parties;
    expect(ana!.people.map((person) => [person.kind, person.name, person.ageGroup, person.role])).toEqual([
      ['member', 'ANA', 'adult', 'attendee'],
      ['member', 'BEN', 'adult', 'attendee'],
      ['guest', 'Kid', 'child', null],
    ]);
    expect(ana!.people[2]!.answers).toEqual([
      { scheduleItemId: 'dinner', status: 'going', recordedBy: { userId: 'admin', displayName: 'ADMIN' } },
      { scheduleItemId: 'brunch', status: null, recordedBy: null },
    ]);
    // Cy's party is not invited to the private brunch: no answer is asked of him there.
    expect(list.parties[2]!.people[0]!.answers.map((answer) => answer.scheduleItemId)).toEqual(['dinner']);
  });

  it('counts heads by answer and age, a private item only among its invited parties', () => {
    const [dinner, brunch] = guestListOf(rows(), ADMIN).items;
    expect(dinner!.headCounts).toEqual({
      going: { adults: 2, children: 1 },
      maybe: { adults: 0, children: 0 },
      notGoing: { adults: 1, children: 0 },
      noAnswer: { adults: 1, children: 0 },
    });
    expect(brunch!.headCounts.noAnswer).toEqual({ adults: 2, children: 1 });
    expect(brunch!.headCounts.going).toEqual({ adults: 0, children: 0 });
  });

  it("sums each option of a choice question among those coming, and lists short texts of the event's people", () => {
    const [meal, song] = guestListOf(rows(), ADMIN).questions;
    expect(meal!.summary).toEqual([
      { option: 'Fish', count: 2 },
      { option: 'Beef', count: 1 },
    ]);
    expect(meal!.answered).toBe(3);
    expect(song).toMatchObject({ summary: [], answered: 1, texts: ['Jolene'] });
  });
});

describe('the dietary summary', () => {
  const hidden = member('hid', 'p1', {
    profilePrivacy: 'private',
    dietaryRestrictions: ['Vegan'],
    allergies: ['Peanuts'],
  });
  const shown = member('sho', 'p2', {
    profileVisibility: 'organizers_only',
    eventDietaryNotes: 'vegan, no pork',
    eventAllergies: ['peanuts'],
  });

  it("counts everyone's diets and allergies but names only those the admin may see", () => {
    const summary = dietarySummary([hidden, shown], ADMIN);
    expect(summary.counts).toEqual([
      { label: 'Allergy: Peanuts', count: 2 },
      { label: 'Vegan', count: 2 },
      { label: 'no pork', count: 1 },
    ]);
    expect(summary.people).toEqual([{ name: 'SHO', dietaryNotes: 'vegan, no pork', allergies: ['peanuts'] }]);
  });

  it('names nobody to an attendee whose view an organizers-only profile hides', () => {
    const summary = dietarySummary([shown], { ...ADMIN, role: 'attendee' });
    expect(summary.people).toEqual([]);
    expect(summary.counts).toHaveLength(3);
  });
});

describe('who a reminder goes to', () => {
  const before = new Date('2031-06-01T00:00:00Z');

  it('is every party in which someone has not answered an item to come', () => {
    expect(partiesToRemind(rows(), undefined, before)).toEqual([
      { partyId: 'p0', items: ['Dinner'] },
      { partyId: 'p1', items: ['Brunch'] },
    ]);
  });

  it('about one item, is the parties it invites that have not all answered it', () => {
    expect(partiesToRemind(rows(), 'brunch', before)).toEqual([{ partyId: 'p1', items: ['Brunch'] }]);
    expect(partiesToRemind(rows(), 'dinner', before)).toEqual([{ partyId: 'p0', items: ['Dinner'] }]);
  });

  it('leaves out items that have started', () => {
    expect(partiesToRemind(rows(), undefined, new Date('2031-06-12T20:00:00Z'))).toEqual([
      { partyId: 'p1', items: ['Brunch'] },
    ]);
  });
});
