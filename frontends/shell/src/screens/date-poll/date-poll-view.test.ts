import {
  type DateCandidate,
  type DatePoll,
  formatDateRange,
  mostPopular,
  respondentsText,
  showsDatePoll,
  tallyText,
  votersByAnswer,
  withPollAnswer,
} from './date-poll-view';

const person = (displayName: string) => ({ id: displayName.toLowerCase(), displayName, photoURL: null });
const me = person('Maya');

const candidate = (id: string, yes = 0, ifNeedBe = 0, no = 0, myAnswer: DateCandidate['myAnswer'] = null) => ({
  id,
  startDate: '2031-09-05T16:00:00.000Z',
  endDate: '2031-09-07T10:00:00.000Z',
  tally: { yes, ifNeedBe, no },
  voters: { yes: [], ifNeedBe: [], no: [] },
  myAnswer,
  createdAt: '2031-01-01T00:00:00.000Z',
});

const poll = (options: DateCandidate[], changes: Partial<DatePoll> = {}): DatePoll => ({
  id: 'p1',
  eventId: 'e1',
  status: 'open',
  createdAt: '2031-01-01T00:00:00.000Z',
  closedAt: null,
  chosenOptionId: null,
  options,
  respondents: 3,
  memberCount: 6,
  ...changes,
});

describe('a candidate’s date range', () => {
  it('reads by the calendar of the event’s place, with weekdays', () => {
    expect(formatDateRange(candidate('a'), 'Europe/Madrid')).toBe('Fri, Sep 5 – Sun, Sep 7, 2031');
    // 23:30 UTC on Thursday is already Friday in Madrid.
    const lateStart = { startDate: '2031-09-04T23:30:00.000Z', endDate: '2031-09-07T10:00:00.000Z' };
    expect(formatDateRange(lateStart, 'Europe/Madrid')).toBe('Fri, Sep 5 – Sun, Sep 7, 2031');
    expect(formatDateRange(lateStart, 'UTC')).toBe('Thu, Sep 4 – Sun, Sep 7, 2031');
  });

  it('names one day once, and both years of a range into the next', () => {
    expect(formatDateRange({ startDate: '2031-09-05T08:00:00Z', endDate: '2031-09-05T20:00:00Z' }, 'UTC')).toBe(
      'Fri, Sep 5, 2031',
    );
    expect(formatDateRange({ startDate: '2031-12-31T08:00:00Z', endDate: '2032-01-02T20:00:00Z' }, 'UTC')).toBe(
      'Wed, Dec 31, 2031 – Fri, Jan 2, 2032',
    );
  });
});

describe('the tally', () => {
  it('reads every answer and how many of the members answered', () => {
    expect(tallyText({ yes: 3, ifNeedBe: 1, no: 0 })).toBe('3 yes · 1 if need be · 0 no');
    expect(respondentsText(1, 1)).toBe('1 of 1 member answered');
    expect(respondentsText(4, 9)).toBe('4 of 9 members answered');
    expect(respondentsText(0, 2)).toBe('0 of 2 members answered');
  });

  it('names who chose what, by the answer buttons’ labels, leaving out answers nobody gave', () => {
    const voters = { yes: [person('Ana'), person('Bo')], ifNeedBe: [], no: [person('Cy')] };
    expect(votersByAnswer({ voters })).toEqual([
      { label: 'Yes', names: ['Ana', 'Bo'] },
      { label: 'No', names: ['Cy'] },
    ]);
    expect(votersByAnswer({ voters: { yes: [], ifNeedBe: [], no: [] } })).toEqual([]);
  });
});

describe('the most popular candidate', () => {
  it('has the most yes, then the most if need be', () => {
    expect(mostPopular([candidate('a', 2, 0), candidate('b', 3, 0), candidate('c', 1, 5)])).toBe('b');
    expect(mostPopular([candidate('a', 2, 1), candidate('b', 2, 2, 4)])).toBe('b');
  });

  it('is none on a shared lead, while nobody can make any, or with nothing to compare', () => {
    expect(mostPopular([candidate('a', 2, 1), candidate('b', 2, 1), candidate('c', 0, 0)])).toBeNull();
    expect(mostPopular([candidate('a', 0, 0, 3), candidate('b', 0, 0, 1)])).toBeNull();
    expect(mostPopular([candidate('a', 5)])).toBeNull();
    expect(mostPopular([])).toBeNull();
  });
});

describe('an answer before the server confirms it', () => {
  it('counts a first answer, and the member among those who answered', () => {
    const answered = withPollAnswer(poll([candidate('a', 1), candidate('b')]), 'b', 'if_need_be', me);
    expect(answered.options[1]).toMatchObject({ myAnswer: 'if_need_be', tally: { yes: 0, ifNeedBe: 1, no: 0 } });
    expect(answered.options[0]).toMatchObject({ tally: { yes: 1, ifNeedBe: 0, no: 0 } });
    expect(answered.respondents).toBe(4);
  });

  it('moves a changed answer from one count to the other; a member who answered already counts once', () => {
    const before = poll([candidate('a', 2, 0, 0, 'yes'), candidate('b')]);
    const changed = withPollAnswer(before, 'a', 'no', me);
    expect(changed.options[0]).toMatchObject({ myAnswer: 'no', tally: { yes: 1, ifNeedBe: 0, no: 1 } });
    expect(changed.respondents).toBe(3);
    expect(withPollAnswer(before, 'b', 'yes', me).respondents).toBe(3);
  });

  it('names the member under their new answer, and no longer under the old one', () => {
    const voted = {
      ...candidate('a', 2, 0, 0, 'yes'),
      voters: { yes: [person('Zed'), me], ifNeedBe: [], no: [] },
    };
    const changed = withPollAnswer(poll([voted]), 'a', 'no', me);
    expect(changed.options[0]!.voters).toEqual({ yes: [person('Zed')], ifNeedBe: [], no: [me] });
    const first = withPollAnswer(
      poll([{ ...candidate('a', 1), voters: { yes: [person('Nia')], ifNeedBe: [], no: [] } }]),
      'a',
      'yes',
      me,
    );
    expect(first.options[0]!.voters.yes).toEqual([me, person('Nia')]);
  });

  it('leaves the poll as it is for the same answer', () => {
    const before = poll([candidate('a', 2, 0, 0, 'yes')]);
    expect(withPollAnswer(before, 'a', 'yes', me)).toBe(before);
  });
});

describe('when the dashboard shows the poll', () => {
  const tbd = { startDate: null };
  it('shows it to admins while the dates are to be decided, once it has loaded', () => {
    expect(showsDatePoll(tbd, true, null)).toBe(true);
    expect(showsDatePoll(tbd, true, undefined)).toBe(false);
    expect(showsDatePoll({ startDate: '2031-09-05T16:00:00.000Z' }, true, poll([candidate('a')]))).toBe(false);
  });

  it('shows it to members only with candidates to vote on', () => {
    expect(showsDatePoll(tbd, false, null)).toBe(false);
    expect(showsDatePoll(tbd, false, poll([]))).toBe(false);
    expect(showsDatePoll(tbd, false, poll([candidate('a')]))).toBe(true);
    expect(showsDatePoll(tbd, false, poll([candidate('a')], { status: 'closed', chosenOptionId: 'a' }))).toBe(false);
  });
});
