import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import type { Db } from '../../database/sql';
import { type EventContent, EventsRepository } from './events.repository';

const EVENT: Omit<EventContent, 'bannerSettings'> = {
  name: 'Ski Trip',
  description: 'Bring gloves',
  location: 'Tahoe',
  customLogo: null,
  startDate: new Date('2027-01-10T00:00:00Z'),
  endDate: new Date('2027-01-12T00:00:00Z'),
  timeZone: 'America/Los_Angeles',
  dressCode: 'Layers',
  registryUrl: null,
  faq: [{ question: 'Rentals?', answer: 'At the lodge' }],
  themeColors: { primary: '#112233' },
};

describe('EventsRepository', () => {
  let db: DataSource;
  let events: EventsRepository;
  let creator: SeededUser;

  const accept = async () => undefined;
  /** Refuses as the service does, from what it reads in the creation's transaction: at most `limit` events. */
  const atMost = (limit: number) => async (tx: Db) => {
    const [{ count }] = await tx.query('SELECT count(*)::int AS count FROM events WHERE "createdBy" = $1', [
      creator.id,
    ]);
    if (count >= limit) throw new Error('limit');
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    events = new EventsRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    creator = await seedUser(db, 'Cleo Creator');
  });

  it('creates an event with its creator as member and reads it back, JSON columns parsed', async () => {
    const eventId = await events.createLocked(creator.id, EVENT, accept);
    expect(await events.find(eventId)).toEqual({
      id: eventId,
      ...EVENT,
      bannerSettings: {},
      createdBy: creator.id,
      createdAt: expect.any(Date),
    });
    expect(await events.listForUser(creator.id)).toEqual([
      {
        id: eventId,
        name: 'Ski Trip',
        customLogo: null,
        startDate: EVENT.startDate,
        endDate: EVENT.endDate,
        description: 'Bring gloves',
        location: 'Tahoe',
        memberCount: 1,
        role: 'creator',
      },
    ]);
  });

  it('lists only the user’s events, soonest first and undated last, with their role and member count', async () => {
    const host = await seedUser(db);
    const undated = await events.createLocked(host.id, { ...EVENT, startDate: null, endDate: null }, accept);
    const later = await events.createLocked(host.id, { ...EVENT, startDate: new Date('2027-03-01') }, accept);
    const sooner = await events.createLocked(host.id, { ...EVENT, startDate: new Date('2027-02-01') }, accept);
    await seedEvent(db, host.id);
    for (const eventId of [undated, later, sooner]) await seedMember(db, eventId, creator.id, 'attendee');
    await seedMember(db, sooner, (await seedUser(db)).id, 'admin');

    const listed = await events.listForUser(creator.id);
    expect(listed.map((event) => event.id)).toEqual([sooner, later, undated]);
    expect(listed.map((event) => [event.role, event.memberCount])).toEqual([
      ['attendee', 3],
      ['attendee', 2],
      ['attendee', 2],
    ]);
  });

  it('creates nothing when the check refuses', async () => {
    await expect(
      events.createLocked(creator.id, EVENT, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await events.listForUser(creator.id)).toEqual([]);
  });

  it('never lets parallel creations slip past the plan’s event limit together', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => events.createLocked(creator.id, EVENT, atMost(2))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM events WHERE "createdBy" = $1', [
      creator.id,
    ]);
    expect(count).toBe(2);
    expect((await events.listForUser(creator.id)).map((event) => event.role)).toEqual(['creator', 'creator']);
  });

  it('serialises two edits of one event: each decides on what the other wrote', async () => {
    const eventId = await events.createLocked(creator.id, EVENT, accept);
    const addColour = (colour: 'secondary' | 'tertiary') => (event: EventContent) => ({
      ...event,
      themeColors: { ...event.themeColors, [colour]: '#445566' },
    });
    const found = await Promise.all([
      events.changeLocked(eventId, creator.id, addColour('secondary')),
      events.changeLocked(eventId, creator.id, addColour('tertiary')),
    ]);
    expect(found).toEqual([true, true]);
    expect((await events.find(eventId))!.themeColors).toEqual({
      primary: '#112233',
      secondary: '#445566',
      tertiary: '#445566',
    });
  });

  it('writes what the decision returns, nothing when it refuses, and answers false for an unknown event', async () => {
    const eventId = await events.createLocked(creator.id, EVENT, accept);
    const seen: EventContent[] = [];
    await events.changeLocked(eventId, creator.id, (event) => {
      seen.push(event);
      return {
        ...event,
        name: 'Snow Trip',
        description: null,
        bannerSettings: { autoRotate: false },
        faq: [{ question: 'Lift passes?', answer: 'Bought together' }, ...event.faq],
      };
    });
    expect(seen).toEqual([{ ...EVENT, bannerSettings: {} }]);
    expect(await events.find(eventId)).toMatchObject({
      name: 'Snow Trip',
      description: null,
      location: 'Tahoe',
      bannerSettings: { autoRotate: false },
      faq: [
        { question: 'Lift passes?', answer: 'Bought together' },
        { question: 'Rentals?', answer: 'At the lodge' },
      ],
    });
    await expect(
      events.changeLocked(eventId, creator.id, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await events.find(eventId)).toMatchObject({ name: 'Snow Trip' });
    expect(await events.changeLocked('00000000-0000-4000-8000-000000000000', creator.id, (event) => event)).toBe(false);
  });

  it('records new dates with who set them, and nothing for other changes', async () => {
    const eventId = await events.createLocked(creator.id, EVENT, accept);
    const later = { startDate: new Date('2027-02-10T00:00:00Z'), endDate: new Date('2027-02-12T00:00:00Z') };
    await events.changeLocked(eventId, creator.id, (event) => ({ ...event, name: 'Snow Trip' }));
    await events.changeLocked(eventId, creator.id, (event) => ({ ...event, ...later }));
    await events.changeLocked(eventId, creator.id, (event) => ({ ...event, startDate: null, endDate: null }));
    const changes = await db.query(
      'SELECT "startDate", "endDate", "changedBy", "pollOptionId" FROM event_date_changes WHERE "eventId" = $1 ORDER BY "changedAt"',
      [eventId],
    );
    expect(changes).toEqual([
      { ...later, changedBy: creator.id, pollOptionId: null },
      { startDate: null, endDate: null, changedBy: creator.id, pollOptionId: null },
    ]);
  });

  it('deletes an event with its members', async () => {
    const eventId = await events.createLocked(creator.id, EVENT, accept);
    expect(await events.delete(eventId, async () => 'named first')).toBe('named first');
    expect(await events.find(eventId)).toBeUndefined();
    expect(await events.listForUser(creator.id)).toEqual([]);
  });
});
