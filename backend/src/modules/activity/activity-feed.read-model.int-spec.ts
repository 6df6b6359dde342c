import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedPhoto,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import type { ActivityRow } from './activity-entry';
import { type ActivityCursor, ActivityFeedReadModel } from './activity-feed.read-model';

const NEWEST: ActivityCursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 12, minute));

describe('ActivityFeedReadModel', () => {
  let db: DataSource;
  let feed: ActivityFeedReadModel;
  let host: SeededUser;
  let guest: SeededUser;
  let eventId: string;

  const insert = async (sql: string, values: unknown[]): Promise<string> => (await db.query(sql, values))[0].id;

  /** One entry of every kind, a minute apart: member_joined at 1 … role_changed at 7. */
  const everyKind = async (inEvent: string) => {
    await db.query('UPDATE event_members SET "joinedAt" = $3 WHERE "eventId" = $1 AND "userId" = $2', [
      inEvent,
      guest.id,
      at(1),
    ]);
    await seedPhoto(db, inEvent, guest.id, { caption: 'Sunset', uploadedAt: at(2) });
    await insert(
      `INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime", "createdAt")
       VALUES ($1, $2, 'Alaska', 'AS 1', 'SEA', 'RNO', $3, $4, $3) RETURNING id`,
      [inEvent, guest.id, at(3), at(30)],
    );
    const carpool = await insert(
      `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats", "createdAt")
       VALUES ($1, $2, 'Oakland', 'Tahoe', $3, 4, 2, $3) RETURNING id`,
      [inEvent, host.id, at(4)],
    );
    await insert(
      `INSERT INTO carpool_passengers ("carpoolId", "userId", "joinedAt") VALUES ($1, $2, $3) RETURNING id`,
      [carpool, guest.id, at(5)],
    );
    await insert(
      `INSERT INTO event_schedule ("eventId", title, "startTime", "createdBy", "createdAt") VALUES ($1, 'Dinner', $2, $3, $2) RETURNING id`,
      [inEvent, at(6), host.id],
    );
    await insert(
      `INSERT INTO role_changes ("eventId", "changedUserId", "changedByUserId", "oldRole", "newRole", "changedAt")
       VALUES ($1, $2, $3, 'attendee', 'admin', $4) RETURNING id`,
      [inEvent, guest.id, host.id, at(7)],
    );
  };
  const summary = (rows: ActivityRow[]) => rows.map((row) => [row.type, row.displayName, row.subject, row.detail]);

  beforeAll(async () => {
    db = await openTestDatabase();
    feed = new ActivityFeedReadModel(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    host = await seedUser(db, 'Hal Host');
    guest = await seedUser(db, 'Gus Guest');
    eventId = await seedEvent(db, host.id);
    await db.query('UPDATE event_members SET "joinedAt" = $2 WHERE "eventId" = $1', [eventId, at(0)]);
    await seedMember(db, eventId, guest.id, 'attendee');
  });

  it('reads every kind of entry of the event, newest first, with who did it; no other event’s', async () => {
    await everyKind(eventId);
    await seedPhoto(db, eventId, guest.id, { status: 'processing', uploadedAt: at(8) });
    const otherEvent = await seedEvent(db, host.id);
    await seedMember(db, otherEvent, guest.id, 'attendee');
    await everyKind(otherEvent);

    const rows = await feed.entriesBefore(eventId, host.id, NEWEST, 20);
    expect(summary(rows)).toEqual([
      ['role_changed', 'Hal Host', 'Gus Guest', 'admin'],
      ['schedule_item_added', 'Hal Host', 'Dinner', null],
      ['carpool_joined', 'Gus Guest', 'Oakland', 'Tahoe'],
      ['carpool_created', 'Hal Host', 'Oakland', 'Tahoe'],
      ['flight_added', 'Gus Guest', 'SEA', 'RNO'],
      ['photo_uploaded', 'Gus Guest', 'Sunset', null],
      ['member_joined', 'Gus Guest', null, null],
      // The creator's joining is the event's creation.
      ['event_created', 'Hal Host', null, null],
    ]);
    expect(rows[0]).toMatchObject({ at: at(7), atText: '2027-01-01T12:07:00.000000Z', actorId: host.id });
  });

  it('keeps a removed member’s joining and answers, and reads removals, dates set and chosen', async () => {
    const dinner = await insert(
      `INSERT INTO event_schedule ("eventId", title, "startTime", "createdBy", "createdAt") VALUES ($1, 'Dinner', $2, $3, $2) RETURNING id`,
      [eventId, at(1), host.id],
    );
    await db.query(
      `INSERT INTO rsvps ("scheduleEventId", "userId", status, "respondedAt") VALUES ($1, $2, 'not_going', $3)`,
      [dinner, guest.id, at(2)],
    );
    const dates = `INSERT INTO event_date_changes ("eventId", "startDate", "endDate", "changedBy", "pollOptionId", "changedAt")
                   VALUES ($1, $2, $3, $4, $5, $6)`;
    await db.query(dates, [eventId, at(30), at(40), host.id, null, at(3)]);
    await db.query(dates, [eventId, at(50), at(55), host.id, '6f1d2c3b-0a9e-4b8c-9d7e-1f2a3b4c5d6e', at(4)]);
    // The guest's removal, as MembersRepository.removeLocked writes it.
    await db.query(
      `WITH gone AS (DELETE FROM event_members WHERE "eventId" = $1 AND "userId" = $2 RETURNING id, "eventId", "userId", role, "joinedAt")
       INSERT INTO member_departures ("memberId", "eventId", "userId", role, "joinedAt", "removedBy", "leftAt")
       SELECT id, "eventId", "userId", role, "joinedAt", $3, $4 FROM gone`,
      [eventId, guest.id, host.id, at(5)],
    );

    const rows = await feed.entriesBefore(eventId, host.id, NEWEST, 20);
    expect(summary(rows)).toEqual([
      ['member_removed', 'Hal Host', 'Gus Guest', null],
      ['dates_chosen', 'Hal Host', '2027-01-01T12:50:00Z', '2027-01-01T12:55:00Z'],
      ['dates_set', 'Hal Host', '2027-01-01T12:30:00Z', '2027-01-01T12:40:00Z'],
      ['rsvp_answered', 'Gus Guest', 'Dinner', 'not_going'],
      ['schedule_item_added', 'Hal Host', 'Dinner', null],
      ['member_joined', 'Gus Guest', null, null],
      ['event_created', 'Hal Host', null, null],
    ]);
    expect(rows.every((row) => row.timeZone === 'UTC')).toBe(true);
  });

  it('reads announcements for those they went to and the admins, and comments still there on what the reader may see', async () => {
    const other = await seedUser(db, 'Olga Other');
    await seedMember(db, eventId, other.id, 'attendee');
    const announcement = await insert(
      `INSERT INTO announcements ("eventId", "authorId", body, audience, "createdAt")
       VALUES ($1, $2, 'Bus at 9', 'everyone', $3) RETURNING id`,
      [eventId, host.id, at(1)],
    );
    await db.query('INSERT INTO announcement_recipients ("announcementId", "userId") VALUES ($1, $2)', [
      announcement,
      guest.id,
    ]);
    const photo = await seedPhoto(db, eventId, guest.id, { caption: 'Sunset', uploadedAt: at(2) });
    const secret = await insert(
      `INSERT INTO event_schedule ("eventId", title, "startTime", audience, "createdAt")
       VALUES ($1, 'Rehearsal', $2, 'parties', $2) RETURNING id`,
      [eventId, at(3)],
    );
    const comment = `INSERT INTO comments ("eventId", "photoId", "scheduleItemId", "authorId", body, "createdAt", "deletedAt")
                     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`;
    await insert(comment, [eventId, photo, null, guest.id, 'Lovely', at(4), null]);
    await insert(comment, [eventId, null, secret, host.id, 'Shh', at(5), null]);
    await insert(comment, [eventId, photo, null, guest.id, '', at(6), at(7)]);

    const entries = async (reader: SeededUser) =>
      summary(await feed.entriesBefore(eventId, reader.id, NEWEST, 20)).filter(
        ([type]) => type === 'announcement_posted' || type === 'comment_added',
      );
    expect(await entries(host)).toEqual([
      ['comment_added', 'Hal Host', 'Rehearsal', `scheduleItem:${secret}`],
      ['comment_added', 'Gus Guest', 'Sunset', `photo:${photo}`],
      ['announcement_posted', 'Hal Host', 'Bus at 9', null],
    ]);
    expect(await entries(guest)).toEqual([
      ['comment_added', 'Gus Guest', 'Sunset', `photo:${photo}`],
      ['announcement_posted', 'Hal Host', 'Bus at 9', null],
    ]);
    expect(await entries(other)).toEqual([['comment_added', 'Gus Guest', 'Sunset', `photo:${photo}`]]);
  });

  it('pages through the feed from a cursor without skipping or repeating an entry, ties broken by id', async () => {
    await everyKind(eventId);
    // Three photos at the same instant: only their ids order them.
    const tied = await Promise.all([1, 2, 3].map(() => seedPhoto(db, eventId, guest.id, { uploadedAt: at(2) })));

    const all = await feed.entriesBefore(eventId, host.id, NEWEST, 50);
    expect(all).toHaveLength(11);
    const tiedOrder = all.filter((row) => tied.includes(row.id) || row.subject === 'Sunset').map((row) => row.id);
    expect(tiedOrder).toEqual([...tiedOrder].sort().reverse());

    const paged: ActivityRow[] = [];
    let cursor = NEWEST;
    for (;;) {
      const page = await feed.entriesBefore(eventId, host.id, cursor, 3);
      paged.push(...page);
      if (page.length < 3) break;
      cursor = { at: page.at(-1)!.atText, id: page.at(-1)!.id };
    }
    expect(paged.map((row) => row.id)).toEqual(all.map((row) => row.id));
  });

  it('reads no more than asked', async () => {
    await everyKind(eventId);
    expect(summary(await feed.entriesBefore(eventId, host.id, NEWEST, 2)).map(([type]) => type)).toEqual([
      'role_changed',
      'schedule_item_added',
    ]);
  });
});
