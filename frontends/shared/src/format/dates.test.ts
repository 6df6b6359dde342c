import { daysToGoText, isActiveEvent } from './dates';

describe('days to go', () => {
  const today = new Date(2026, 10, 20, 15, 0);
  it.each([
    [null, 'Date TBD'],
    [new Date(2026, 10, 20, 23, 0).toISOString(), 'Today!'],
    [new Date(2026, 10, 19, 9, 0).toISOString(), 'Event passed'],
    [new Date(2026, 10, 21, 9, 0).toISOString(), '1 day to go'],
    [new Date(2026, 11, 1, 9, 0).toISOString(), '11 days to go'],
  ])('%s → %s', (date, text) => {
    expect(daysToGoText(date, today)).toBe(text);
  });

  it('counts events that have not ended as active', () => {
    expect(isActiveEvent({ startDate: null, endDate: null }, today)).toBe(true);
    expect(isActiveEvent({ startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z' }, today)).toBe(false);
    expect(isActiveEvent({ startDate: '2026-11-01T00:00:00Z', endDate: '2026-12-01T00:00:00Z' }, today)).toBe(true);
  });
});
