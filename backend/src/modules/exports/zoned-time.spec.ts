import { zonedTimestamps } from './zoned-time';

describe('zonedTimestamps', () => {
  it.each([
    ['Europe/Lisbon', '2027-06-10T12:00:00Z', '2027-06-10T13:00:00+01:00'],
    ['Europe/Lisbon', '2027-01-15T09:30:00Z', '2027-01-15T09:30:00+00:00'],
    // Either side of the spring clock change (01:00 UTC), and the local date moving past midnight.
    ['Europe/Lisbon', '2027-03-28T00:59:59Z', '2027-03-28T00:59:59+00:00'],
    ['Europe/Lisbon', '2027-03-28T01:00:00Z', '2027-03-28T02:00:00+01:00'],
    ['Europe/Lisbon', '2027-06-10T23:30:00Z', '2027-06-11T00:30:00+01:00'],
    ['America/New_York', '2027-06-10T03:15:00Z', '2027-06-09T23:15:00-04:00'],
    ['Asia/Kolkata', '2027-06-10T12:00:00Z', '2027-06-10T17:30:00+05:30'],
    ['UTC', '2027-06-10T00:00:00.999Z', '2027-06-10T00:00:00+00:00'],
  ])('%s: %s reads %s', (zone, instant, expected) => {
    const local = zonedTimestamps(zone)(new Date(instant));
    expect(local).toBe(expected);
    // The same instant, to the second.
    expect(new Date(local).getTime()).toBe(Math.floor(new Date(instant).getTime() / 1000) * 1000);
  });
});
