import type { DataSource } from 'typeorm';
import {
  seedRsvp,
  openTestDatabase,
  seedEvent,
  seedAttendees,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { type ScheduleItemState, ScheduleRepository } from './schedule.repository';

const DINNER: ScheduleItemState = {
  title: 'Dinner',
  description: 'By the lake',
  startTime: new Date('2027-06-01T18:00:00Z'),
  endTime: new Date('2027-06-01T20:00:00Z'),
  location: 'Cabin',
  audience: 'everyone',
  partyIds: [],
};

describe('ScheduleRepository', () => {
  let db: DataSource;
  let schedule: ScheduleRepository;
  let admin: SeededUser;
  let eventId: string;

  const newItem = (fields: Partial<ScheduleItemState> = {}, inEvent = eventId) =>
    schedule.create({ ...DINNER, ...fields, eventId: inEvent, createdBy: admin.id });

  beforeAll(async () => {
    db = await openTestDatabase();
    schedule = new ScheduleRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    admin = await seedUser(db, 'Ada Admin');
    eventId = await seedEvent(db, admin.id);
  });

  it('lists the event’s items by start time with what they say; no other event’s', async () => {
    const late = await newItem({ startTime: new Date('2027-06-02T09:00:00Z'), endTime: null });
    const early = await newItem();
    const otherEvent = await seedEvent(db, admin.id);
    const elsewhere = await newItem({}, otherEvent);

    const items = await schedule.listForEvent(eventId, admin.id);
    expect(items.map((item) => item.id)).toEqual([early, late]);
    expect(items[0]).toMatchObject({ ...DINNER, eventId, createdBy: admin.id, going: 0, notGoing: 0, maybe: 0 });
    expect(items[0]).toMatchObject({ userRsvp: null, createdAt: expect.any(Date) });
    expect(await schedule.findInEvent(eventId, admin.id, early)).toMatchObject({ id: early });
    expect(await schedule.findInEvent(eventId, admin.id, elsewhere)).toBeUndefined();
  });

  it('counts each member’s latest answer once, and not a former member’s', async () => {
    const itemId = await newItem();
    const [guest, undecided, leaver] = await seedAttendees(db, eventId, 3);
    const answers = ['going', 'maybe', 'not_going', 'going', 'maybe', 'going'] as const;
    for (const status of answers) await seedRsvp(db, itemId, guest!.id, status);
    await seedRsvp(db, itemId, guest!.id, 'going');
    await seedRsvp(db, itemId, undecided!.id, 'maybe');
    await seedRsvp(db, itemId, leaver!.id, 'going');
    await db.query('DELETE FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [eventId, leaver!.id]);

    expect(await schedule.findInEvent(eventId, guest!.id, itemId)).toMatchObject({
      going: 1,
      maybe: 1,
      notGoing: 0,
      userRsvp: 'going',
    });
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM rsvps WHERE "userId" = $1', [guest!.id]);
    expect(count).toBe(1);
  });

  it('reads a member’s recorded answer', async () => {
    const itemId = await newItem();
    await seedRsvp(db, itemId, admin.id, 'maybe');
    expect(await schedule.rsvpOf(itemId, admin.id)).toEqual({
      scheduleEventId: itemId,
      userId: admin.id,
      status: 'maybe',
      respondedAt: expect.any(Date),
    });
  });

  it('writes what the decision returns while the row is locked, and serialises two changes', async () => {
    const itemId = await newItem();
    const seen: ScheduleItemState[] = [];
    expect(
      await schedule.changeLocked(eventId, itemId, admin.id, (item) => {
        seen.push(item);
        return { ...item, description: null, location: 'Beach' };
      }),
    ).toEqual({ before: DINNER, after: { ...DINNER, description: null, location: 'Beach' } });
    expect(seen).toEqual([DINNER]);
    const later = (item: ScheduleItemState) => ({ ...item, startTime: new Date(item.startTime.getTime() + 3600_000) });
    await Promise.all([
      schedule.changeLocked(eventId, itemId, admin.id, later),
      schedule.changeLocked(eventId, itemId, admin.id, later),
    ]);
    expect(await schedule.findInEvent(eventId, admin.id, itemId)).toMatchObject({
      title: 'Dinner',
      description: null,
      location: 'Beach',
      startTime: new Date('2027-06-01T20:00:00Z'),
    });
    const changes = await db.query(
      'SELECT change, "changedBy" FROM schedule_changes WHERE "itemId" = $1 ORDER BY "createdAt", id',
      [itemId],
    );
    expect(changes).toEqual([
      { change: 'added', changedBy: admin.id },
      ...Array(3).fill({ change: 'changed', changedBy: admin.id }),
    ]);
  });

  it('leaves an item that did not really change alone: no new sequence, nothing for the digest', async () => {
    const itemId = await newItem();
    await schedule.changeLocked(eventId, itemId, admin.id, (item) => ({ ...item }));
    const [row] = await db.query('SELECT sequence FROM event_schedule WHERE id = $1', [itemId]);
    expect(row.sequence).toBe(0);
    const changes = await db.query('SELECT change FROM schedule_changes WHERE "itemId" = $1', [itemId]);
    expect(changes).toEqual([{ change: 'added' }]);
  });

  it('writes nothing when the decision refuses, and finds no item of another event', async () => {
    const itemId = await newItem();
    await expect(
      schedule.changeLocked(eventId, itemId, admin.id, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await schedule.findInEvent(eventId, admin.id, itemId)).toMatchObject(DINNER);
    const otherEvent = await seedEvent(db, admin.id);
    expect(
      await schedule.changeLocked(otherEvent, itemId, admin.id, (item) => ({ ...item, title: 'X' })),
    ).toBeUndefined();
  });

  it('deletes an item with its answers, only in its own event', async () => {
    const itemId = await newItem();
    await seedRsvp(db, itemId, admin.id, 'going');
    expect(await schedule.delete(await seedEvent(db, admin.id), itemId, admin.id)).toBeUndefined();
    expect(await schedule.findInEvent(eventId, admin.id, itemId)).toBeDefined();
    expect(await schedule.delete(eventId, itemId, admin.id)).toEqual({ startTime: DINNER.startTime });
    expect(await schedule.findInEvent(eventId, admin.id, itemId)).toBeUndefined();
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM rsvps WHERE "scheduleEventId" = $1', [
      itemId,
    ]);
    expect(count).toBe(0);
    const changes = await db.query(
      'SELECT change, title FROM schedule_changes WHERE "itemId" = $1 ORDER BY "createdAt"',
      [itemId],
    );
    expect(changes).toEqual([
      { change: 'added', title: 'Dinner' },
      { change: 'cancelled', title: 'Dinner' },
    ]);
  });
});
