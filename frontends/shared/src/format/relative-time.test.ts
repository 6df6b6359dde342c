import { formatRelativeTime } from './relative-time';

const now = new Date('2027-06-12T12:00:00');
const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);

describe('how long ago', () => {
  it('says just now, minutes, hours and days, then the date', () => {
    expect(formatRelativeTime(before(20_000), now)).toBe('just now');
    expect(formatRelativeTime(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(before(26 * 3_600_000), now)).toBe('yesterday');
    expect(formatRelativeTime(before(3 * 86_400_000), now)).toBe('3 days ago');
    expect(formatRelativeTime(new Date('2027-05-02T09:00:00'), now)).toBe('May 2');
    expect(formatRelativeTime(new Date('2026-12-30T09:00:00'), now)).toBe('Dec 30, 2026');
  });

  it('reads a clock a little ahead of the server as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 30_000), now)).toBe('just now');
  });
});
