import type { ScheduleItem } from '@gatherly/shared';
import { agenda, timeRange } from './agenda';

const item = (id: string, startTime: string, endTime: string | null = null): ScheduleItem => ({
  id,
  eventId: 'e1',
  title: id,
  description: null,
  startTime,
  endTime,
  location: null,
  audience: 'everyone',
  partyIds: [],
  createdBy: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  rsvpCounts: { going: 0, notGoing: 0, maybe: 0 },
  goingPreview: [],
  userRsvp: null,
});

describe('the schedule as an agenda', () => {
  const items = [
    item('breakfast', '2027-06-12T07:00:00.000Z', '2027-06-12T08:00:00.000Z'),
    item('hike', '2027-06-12T09:00:00.000Z', '2027-06-12T12:00:00.000Z'),
    item('dinner', '2027-06-12T19:00:00.000Z', '2027-06-12T21:00:00.000Z'),
    // 23:30 UTC is already the 13th in Madrid.
    item('party', '2027-06-12T23:30:00.000Z'),
    item('brunch', '2027-06-13T10:00:00.000Z'),
  ];

  it('groups by day in the event’s zone, not the viewer’s', () => {
    const days = agenda(items, 'Europe/Madrid', new Date('2027-06-01T00:00:00Z'));
    expect(days.map((day) => [day.key, day.label, day.entries.map((entry) => entry.item.id)])).toEqual([
      ['2027-06-12', 'Saturday, June 12', ['breakfast', 'hike', 'dinner']],
      ['2027-06-13', 'Sunday, June 13', ['party', 'brunch']],
    ]);
    expect(agenda(items, 'UTC', new Date('2027-06-01T00:00:00Z')).map((day) => day.entries.length)).toEqual([4, 1]);
  });

  it('marks what is on now and the first item still to come; the rest are past or later', () => {
    const states = (now: string) =>
      agenda(items, 'Europe/Madrid', new Date(now)).flatMap((day) =>
        day.entries.map((entry) => `${entry.item.id}:${entry.state}`),
      );
    expect(states('2027-06-12T10:00:00Z')).toEqual([
      'breakfast:past',
      'hike:now',
      'dinner:next',
      'party:later',
      'brunch:later',
    ]);
    expect(states('2027-06-12T13:00:00Z')).toEqual([
      'breakfast:past',
      'hike:past',
      'dinner:next',
      'party:later',
      'brunch:later',
    ]);
    expect(states('2027-06-14T00:00:00Z').every((state) => state.endsWith(':past'))).toBe(true);
  });

  it('names the year of a day in another year', () => {
    expect(agenda(items, 'UTC', new Date('2026-12-01T00:00:00Z'))[0]!.label).toBe('Saturday, June 12, 2027');
  });

  it('writes times in the event’s zone, a range into the next day with its date', () => {
    // Intl spaces ranges with thin and narrow no-break spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(timeRange(items[2]!, 'Europe/Madrid'))).toBe('9:00 – 11:00 PM');
    expect(plain(timeRange(items[3]!, 'Europe/Madrid'))).toBe('1:30 AM');
    expect(plain(timeRange(item('late', '2027-06-12T20:00:00.000Z', '2027-06-13T01:00:00.000Z'), 'UTC'))).toBe(
      'Jun 12, 8:00 PM – Jun 13, 1:00 AM',
    );
  });
});
