import dayjs from 'dayjs';
import { instantOf, wallClockIn } from './zoned-time';

describe('times of the event’s place', () => {
  it('shows an instant as the clock of the event’s zone reads it, whatever the viewer’s zone', () => {
    const shown = wallClockIn('2027-06-12T17:30:00.000Z', 'Europe/Madrid');
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2027-06-12 19:30');
    expect(wallClockIn('2027-01-12T17:30:00.000Z', 'America/New_York').format('YYYY-MM-DD HH:mm')).toBe(
      '2027-01-12 12:30',
    );
  });

  it('reads a typed wall clock as the instant of the event’s zone, across daylight saving', () => {
    expect(instantOf(dayjs('2027-06-12T19:30'), 'Europe/Madrid')).toBe('2027-06-12T17:30:00.000Z');
    expect(instantOf(dayjs('2027-12-12T19:30'), 'Europe/Madrid')).toBe('2027-12-12T18:30:00.000Z');
    expect(instantOf(dayjs('2027-06-12T19:30'), 'UTC')).toBe('2027-06-12T19:30:00.000Z');
  });

  it('round-trips', () => {
    const instant = '2027-03-28T09:15:00.000Z';
    for (const zone of ['Asia/Kolkata', 'Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
      expect(instantOf(wallClockIn(instant, zone), zone)).toBe(instant);
    }
  });
});
