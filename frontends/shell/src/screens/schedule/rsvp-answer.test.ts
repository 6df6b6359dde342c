import type { ScheduleItem } from '@gatherly/shared';
import { answersText, rsvpTotals, withAnswer } from './rsvp-answer';

const me = { id: 'me', displayName: 'Maya', photoURL: null };
const person = (id: string) => ({ id, displayName: id, photoURL: null });
const item = (changes: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id: 'i1',
  eventId: 'e1',
  title: 'Dinner',
  description: null,
  startTime: '2027-06-12T19:00:00.000Z',
  endTime: null,
  location: null,
  audience: 'everyone',
  partyIds: [],
  createdBy: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  rsvpCounts: { going: 2, notGoing: 1, maybe: 0 },
  goingPreview: [person('a'), person('b')],
  userRsvp: null,
  ...changes,
});

describe('an answer before the server confirms it', () => {
  it('counts a first answer and shows the member among those going', () => {
    const answered = withAnswer(item(), 'going', me);
    expect(answered.userRsvp).toBe('going');
    expect(answered.rsvpCounts).toEqual({ going: 3, notGoing: 1, maybe: 0 });
    expect(answered.goingPreview.map((p) => p.id)).toEqual(['a', 'b', 'me']);
  });

  it('moves a changed answer from one count to the other and out of the avatars', () => {
    const changed = withAnswer(item({ userRsvp: 'going', goingPreview: [person('a'), me] }), 'not_going', me);
    expect(changed.userRsvp).toBe('not_going');
    expect(changed.rsvpCounts).toEqual({ going: 1, notGoing: 2, maybe: 0 });
    expect(changed.goingPreview.map((p) => p.id)).toEqual(['a']);
  });

  it('leaves a full preview as it is, and the same answer changes nothing', () => {
    const full = item({
      goingPreview: ['a', 'b', 'c', 'd', 'e'].map(person),
      rsvpCounts: { going: 9, notGoing: 0, maybe: 0 },
    });
    expect(withAnswer(full, 'going', me).goingPreview).toHaveLength(5);
    expect(withAnswer(full, 'going', me).rsvpCounts.going).toBe(10);
    const answered = item({ userRsvp: 'maybe' });
    expect(withAnswer(answered, 'maybe', me)).toBe(answered);
  });
});

describe('what the answers say', () => {
  it('names every answer given, Not Going included', () => {
    expect(answersText({ going: 0, notGoing: 1, maybe: 0 })).toBe('1 not going');
    expect(answersText({ going: 2, notGoing: 1, maybe: 1 })).toBe('2 going · 1 maybe · 1 not going');
    expect(answersText({ going: 1, notGoing: 0, maybe: 0 })).toBe('1 going');
  });

  it('says nothing before the first answer', () => {
    expect(answersText({ going: 0, notGoing: 0, maybe: 0 })).toBeNull();
  });

  it('counts every answer for the RSVPs stat, and those going apart', () => {
    const items = [
      item({ rsvpCounts: { going: 2, notGoing: 1, maybe: 1 } }),
      item({ rsvpCounts: { going: 0, notGoing: 1, maybe: 0 } }),
    ];
    expect(rsvpTotals(items)).toEqual({ answers: 5, going: 2 });
    expect(rsvpTotals([])).toEqual({ answers: 0, going: 0 });
  });
});
