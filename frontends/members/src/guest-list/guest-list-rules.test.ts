import { filterParties, headCountText, partyName, personName, questionSummaryText } from './guest-list-rules';
import { GUEST_LIST } from './guest-list-test-data';

const names = (parties: typeof GUEST_LIST.parties) => parties.map(partyName);

describe('the guest list filters', () => {
  it('shows every party for All', () => {
    expect(names(filterParties(GUEST_LIST.parties, 'all', null))).toEqual(['Ana Alvarez & Ben Brown', 'Cy Clark']);
  });

  it("finds the parties in which someone hasn't answered any item, or one item", () => {
    expect(names(filterParties(GUEST_LIST.parties, 'unanswered', null))).toEqual(['Ana Alvarez & Ben Brown']);
    expect(names(filterParties(GUEST_LIST.parties, 'unanswered', 'dinner'))).toEqual([]);
    expect(names(filterParties(GUEST_LIST.parties, 'unanswered', 'brunch'))).toEqual(['Ana Alvarez & Ben Brown']);
  });

  it('finds who is going and who is not, to any item or to one', () => {
    expect(names(filterParties(GUEST_LIST.parties, 'going', 'dinner'))).toEqual(['Ana Alvarez & Ben Brown']);
    expect(names(filterParties(GUEST_LIST.parties, 'not_going', null))).toEqual(['Cy Clark']);
    expect(names(filterParties(GUEST_LIST.parties, 'not_going', 'brunch'))).toEqual([]);
  });
});

describe('the guest list texts', () => {
  it('counts heads in words', () => {
    expect(headCountText({ adults: 2, children: 1 })).toBe('2 adults, 1 child');
    expect(headCountText({ adults: 1, children: 3 })).toBe('1 adult, 3 children');
    expect(headCountText({ adults: 0, children: 0 })).toBe('no one');
  });

  it('sums a choice question as "12 Fish · 20 Beef", short text as a count', () => {
    expect(questionSummaryText(GUEST_LIST.questions[0]!)).toBe('12 Fish · 20 Beef');
    expect(questionSummaryText({ ...GUEST_LIST.questions[0]!, kind: 'short_text', answered: 1 })).toBe('1 answer');
  });

  it('names a guest nobody named after their party', () => {
    const party = GUEST_LIST.parties[0]!;
    expect(personName({ ...party.people[2]!, name: null }, party)).toBe('Guest of Ana Alvarez');
  });
});
