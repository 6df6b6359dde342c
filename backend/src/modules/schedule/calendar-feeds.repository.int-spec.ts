import type { DataSource } from 'typeorm';
import {
  seedRsvp,
  openTestDatabase,
  seedEvent,
  seedMember,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { ScheduleRepository } from './schedule.repository';

describe('CalendarFeedsRepository', () => {
  let db: DataSource;
  let calendars: CalendarFeedsRepository;
  let schedule: ScheduleRepository;
  let owner: SeededUser;

  const token = () => `token-${Math.random().toString(36).slice(2)}`;
  const item = (eventId: string, title: string, startTime: string) =>
    schedule.create({
      eventId,
      title,
      description: null,
      startTime: new Date(startTime),
      endTime: null,
      location: null,
      audience: 'everyone',
      partyIds: [],
      createdBy: owner.id,
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    calendars = new CalendarFeedsRepository(db);
    schedule = new ScheduleRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    owner = await seedUser(db, 'Fay Feed');
  });

  it('issues one token per user: of first visits at once, all get the first', async () => {
    expect(await calendars.findToken(owner.id)).toBeUndefined();
    const issued = await Promise.all(Array.from({ length: 5 }, () => calendars.issueToken(owner.id, token())));
    expect(new Set(issued.map((feed) => feed.token)).size).toBe(1);
    expect(await calendars.findToken(owner.id)).toEqual(issued[0]);
  });

  it('replaces the token, so the old one finds no feed', async () => {
    const first = await calendars.issueToken(owner.id, token());
    const second = await calendars.replaceToken(owner.id, token());
    expect(second.token).not.toBe(first.token);
    expect(await calendars.findToken(owner.id)).toEqual(second);
    expect(await calendars.feedItems(first.token)).toEqual([]);
  });

  it('feeds the items the owner is going to, of the events they still belong to, by start time', async () => {
    const { token: feed } = await calendars.issueToken(owner.id, token());
    expect(await calendars.feedItems(feed)).toEqual([expect.objectContaining({ id: null, title: null })]);

    const lake = await seedEvent(db, owner.id, 'Lake');
    const host = await seedUser(db);
    const city = await seedEvent(db, host.id, 'City');
    await seedMember(db, city, owner.id, 'attendee');
    const left = await seedEvent(db, host.id, 'Left');
    await seedMember(db, left, owner.id, 'attendee');
    const breakfast = await item(lake, 'Breakfast', '2027-06-02T08:00:00Z');
    const museum = await item(city, 'Museum', '2027-06-01T10:00:00Z');
    const skipped = await item(lake, 'Hike', '2027-06-01T07:00:00Z');
    const gone = await item(left, 'Party', '2027-06-01T09:00:00Z');
    await seedRsvp(db, breakfast, owner.id, 'going');
    await seedRsvp(db, museum, owner.id, 'going');
    await seedRsvp(db, skipped, owner.id, 'not_going');
    await seedRsvp(db, gone, owner.id, 'going');
    await seedRsvp(db, museum, host.id, 'going');
    await db.query('DELETE FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [left, owner.id]);

    const items = await calendars.feedItems(feed);
    expect(items.map((row) => [row.title, row.eventName])).toEqual([
      ['Museum', 'City'],
      ['Breakfast', 'Lake'],
    ]);
    expect(items[0]).toMatchObject({ id: museum, eventId: city, startTime: new Date('2027-06-01T10:00:00Z') });
    expect(await calendars.feedItems('unknown')).toEqual([]);
  });

  it('answers an event’s items by start time, and one item, each with its event’s name', async () => {
    const eventId = await seedEvent(db, owner.id, 'Lake');
    expect(await calendars.eventItems(eventId, owner.id)).toEqual([]);
    expect(await calendars.event(eventId)).toMatchObject({ id: eventId, name: 'Lake', calendarSequence: 0 });
    const late = await item(eventId, 'Late', '2027-06-02T08:00:00Z');
    const early = await item(eventId, 'Early', '2027-06-01T08:00:00Z');
    await item(await seedEvent(db, owner.id, 'Other'), 'Elsewhere', '2027-06-01T08:00:00Z');
    const items = await calendars.eventItems(eventId, owner.id);
    expect(items.map((row) => row.id)).toEqual([early, late]);
    expect(items[0]).toMatchObject({ eventName: 'Lake', title: 'Early', createdAt: expect.any(Date), sequence: 0 });
    expect(await calendars.item(late)).toMatchObject({ id: late, eventName: 'Lake', title: 'Late' });
  });
});
