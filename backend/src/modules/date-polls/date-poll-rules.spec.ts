import { candidateRefusal, MAX_CANDIDATES, rangeRefusal } from './date-poll-rules';

const range = (start: string, end: string) => ({ startDate: new Date(start), endDate: new Date(end) });
const june = range('2027-06-04T16:00:00Z', '2027-06-06T12:00:00Z');

describe('rangeRefusal', () => {
  it('accepts a range ending after or at its start, and refuses one ending before', () => {
    expect(rangeRefusal(june)).toBeNull();
    expect(rangeRefusal(range('2027-06-04T16:00:00Z', '2027-06-04T16:00:00Z'))).toBeNull();
    expect(rangeRefusal(range('2027-06-04T16:00:00Z', '2027-06-04T15:59:59Z'))).toBe(
      'End date must be after the start date',
    );
  });
});

describe('candidateRefusal', () => {
  it('accepts a new range while the event has no dates', () => {
    expect(candidateRefusal(null, [], june)).toBeNull();
    expect(candidateRefusal(null, [range('2027-07-01T00:00:00Z', '2027-07-02T00:00:00Z')], june)).toBeNull();
  });

  it('refuses any range once the event has its dates', () => {
    expect(candidateRefusal(new Date('2027-01-01T00:00:00Z'), [], june)).toBe('This event already has dates');
  });

  it('refuses the same instants again, however they were written', () => {
    const same = range('2027-06-04T18:00:00+02:00', '2027-06-06T14:00:00+02:00');
    expect(candidateRefusal(null, [june], same)).toBe('This date range is already a candidate');
    expect(candidateRefusal(null, [june], range('2027-06-04T16:00:00Z', '2027-06-06T13:00:00Z'))).toBeNull();
  });

  it(`refuses a candidate beyond the ${MAX_CANDIDATES}th`, () => {
    const days = Array.from({ length: MAX_CANDIDATES }, (_, day) =>
      range(
        `2027-08-${String(day + 1).padStart(2, '0')}T10:00:00Z`,
        `2027-08-${String(day + 1).padStart(2, '0')}T18:00:00Z`,
      ),
    );
    expect(candidateRefusal(null, days.slice(1), days[0]!)).toBeNull();
    expect(candidateRefusal(null, days, june)).toBe('A poll can have at most 10 candidate dates');
  });
});
