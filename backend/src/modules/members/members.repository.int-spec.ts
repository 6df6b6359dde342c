import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import type { MemberRole } from '../../common/access/member-role';
import { MembersRepository } from './members.repository';

describe('MembersRepository', () => {
  let db: DataSource;
  let members: MembersRepository;
  let creator: SeededUser;
  let eventId: string;

  const count = async (sql: string, values: unknown[]) => {
    const [row] = await db.query(`SELECT count(*)::int AS count FROM ${sql}`, values);
    return row.count as number;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    members = new MembersRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    creator = await seedUser(db, 'Cleo Creator');
    eventId = await seedEvent(db, creator.id);
  });

  it('lists the creator, then admins, then attendees, each by join date, and only this event’s', async () => {
    const attendee = await seedUser(db, 'Ada Attendee');
    const admin = await seedUser(db, 'Abe Admin');
    await seedMember(db, eventId, attendee.id, 'attendee');
    await seedMember(db, eventId, admin.id, 'admin');
    const otherEvent = await seedEvent(db, attendee.id);
    await seedMember(db, otherEvent, admin.id, 'attendee');

    const rows = await members.listForEvent(eventId);
    expect(rows.map((row) => [row.displayName, row.role])).toEqual([
      ['Cleo Creator', 'creator'],
      ['Abe Admin', 'admin'],
      ['Ada Attendee', 'attendee'],
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      userId: creator.id,
      role: 'creator',
      partyId: expect.any(String),
      joinedAt: expect.any(Date),
      displayName: 'Cleo Creator',
      email: creator.email,
      photoURL: null,
    });
    expect(await members.findInEvent(eventId, admin.id)).toMatchObject({ role: 'admin' });
    expect(await members.findInEvent(otherEvent, creator.id)).toBeUndefined();
  });

  it('removes a member with their seats, the carpools they drive, their bed, their flights and their event profile, in this event only', async () => {
    const leaver = await seedUser(db);
    await seedMember(db, eventId, leaver.id, 'attendee');
    const otherEvent = await seedEvent(db, creator.id);
    await seedMember(db, otherEvent, leaver.id, 'attendee');
    const carpool = async (event: string, driverId: string, seats: number) => {
      const [row] = await db.query(
        `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
         VALUES ($1, $2, 'A', 'B', now(), 4, $3) RETURNING id`,
        [event, driverId, seats],
      );
      return row.id as string;
    };
    const ridden = await carpool(eventId, creator.id, 2);
    const driven = await carpool(eventId, leaver.id, 1);
    const elsewhere = await carpool(otherEvent, creator.id, 2);
    for (const carpoolId of [ridden, elsewhere]) {
      await db.query('INSERT INTO carpool_passengers ("carpoolId", "userId") VALUES ($1, $2)', [carpoolId, leaver.id]);
    }
    const [stay] = await db.query(
      `INSERT INTO stays ("eventId", kind, name, "createdBy") VALUES ($1, 'rental', 'Casa', $2) RETURNING id`,
      [eventId, creator.id],
    );
    const [room] = await db.query(
      `INSERT INTO stay_rooms ("stayId", "eventId", name, capacity) VALUES ($1, $2, 'Loft', 2) RETURNING id`,
      [stay.id, eventId],
    );
    await db.query(`INSERT INTO stay_occupants ("eventId", "stayId", "roomId", "userId") VALUES ($1, $2, $3, $4)`, [
      eventId,
      stay.id,
      room.id,
      leaver.id,
    ]);
    for (const event of [eventId, otherEvent]) {
      await db.query('INSERT INTO event_user_profiles ("eventId", "userId") VALUES ($1, $2)', [event, leaver.id]);
      await db.query(
        `INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime")
         VALUES ($1, $2, 'TAP', 'TP1', 'LIS', 'BCN', now(), now() + interval '2 hours')`,
        [event, leaver.id],
      );
    }

    const seen: unknown[] = [];
    expect(
      await members.removeLocked(eventId, leaver.id, { removedBy: creator.id }, (target) => seen.push(target)),
    ).toEqual({ carpoolIds: [ridden], stayIds: [stay.id] });
    expect(await count('stay_occupants WHERE "userId" = $1', [leaver.id])).toBe(0);

    expect(seen).toEqual([
      { id: expect.any(String), userId: leaver.id, role: 'attendee', partyId: expect.any(String) },
    ]);
    expect(await members.findInEvent(eventId, leaver.id)).toBeUndefined();
    expect(await members.findInEvent(otherEvent, leaver.id)).toBeDefined();
    const seats = await db.query('SELECT id, "currentSeats" FROM carpools WHERE id = ANY($1) ORDER BY id', [
      [ridden, driven, elsewhere],
    ]);
    expect(
      Object.fromEntries(seats.map((row: { id: string; currentSeats: number }) => [row.id, row.currentSeats])),
    ).toEqual({ [ridden]: 1, [elsewhere]: 2 });
    expect(await count('carpool_passengers WHERE "userId" = $1', [leaver.id])).toBe(1);
    expect(await count('event_user_profiles WHERE "userId" = $1 AND "eventId" = $2', [leaver.id, eventId])).toBe(0);
    expect(await count('event_user_profiles WHERE "userId" = $1 AND "eventId" = $2', [leaver.id, otherEvent])).toBe(1);
    expect(await count('flights WHERE "userId" = $1 AND "eventId" = $2', [leaver.id, eventId])).toBe(0);
    expect(await count('flights WHERE "userId" = $1 AND "eventId" = $2', [leaver.id, otherEvent])).toBe(1);
    // The membership stays as a departure, for the event's activity.
    expect(
      await db.query('SELECT "memberId", "userId", role, "removedBy" FROM member_departures WHERE "eventId" = $1', [
        eventId,
      ]),
    ).toEqual([
      { memberId: (seen[0] as { id: string }).id, userId: leaver.id, role: 'attendee', removedBy: creator.id },
    ]);
  });

  it('removes nothing when the check refuses, and answers false for someone who is not a member', async () => {
    const member = await seedUser(db);
    await seedMember(db, eventId, member.id, 'admin');
    await expect(
      members.removeLocked(eventId, member.id, { removedBy: creator.id }, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await members.findInEvent(eventId, member.id)).toMatchObject({ role: 'admin' });
    const stranger = await seedUser(db);
    expect(await members.removeLocked(eventId, stranger.id, { removedBy: creator.id }, () => undefined)).toBe(false);
  });

  it('removes a member once, however many remove them at once', async () => {
    const member = await seedUser(db);
    await seedMember(db, eventId, member.id, 'attendee');
    const removed = await Promise.all(
      [1, 2, 3].map(() => members.removeLocked(eventId, member.id, { removedBy: creator.id }, () => undefined)),
    );
    expect(removed.map(Boolean).sort()).toEqual([false, false, true]);
    expect(await count('member_departures WHERE "userId" = $1', [member.id])).toBe(1);
  });

  it('applies concurrent role changes one after another: each audit row starts from the previous one’s role', async () => {
    const member = await seedUser(db);
    await seedMember(db, eventId, member.id, 'attendee');
    const flips = Array.from({ length: 8 }, () =>
      members.changeRoleLocked(eventId, member.id, { changedByUserId: creator.id }, (target) =>
        target.role === 'admin' ? 'attendee' : 'admin',
      ),
    );
    expect(await Promise.all(flips)).toEqual(Array(8).fill(true));

    const audit: Array<{ oldRole: MemberRole; newRole: MemberRole; changedByUserId: string }> = await db.query(
      `SELECT "oldRole", "newRole", "changedByUserId" FROM role_changes
       WHERE "eventId" = $1 AND "changedUserId" = $2 ORDER BY "changedAt"`,
      [eventId, member.id],
    );
    expect(audit).toHaveLength(8);
    expect(audit[0]!.oldRole).toBe('attendee');
    audit.slice(1).forEach((row, i) => expect(row.oldRole).toBe(audit[i]!.newRole));
    audit.forEach((row) => expect(row.oldRole).not.toBe(row.newRole));
    expect(audit.every((row) => row.changedByUserId === creator.id)).toBe(true);
    expect((await members.findInEvent(eventId, member.id))!.role).toBe(audit.at(-1)!.newRole);
  });

  it('writes no role and no audit row when the decision changes nothing or refuses', async () => {
    const member = await seedUser(db);
    await seedMember(db, eventId, member.id, 'admin');
    expect(await members.changeRoleLocked(eventId, member.id, { changedByUserId: creator.id }, () => undefined)).toBe(
      true,
    );
    await expect(
      members.changeRoleLocked(eventId, member.id, { changedByUserId: creator.id }, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await count('role_changes WHERE "changedUserId" = $1', [member.id])).toBe(0);
    expect((await members.findInEvent(eventId, member.id))!.role).toBe('admin');
    const otherEvent = await seedEvent(db, creator.id);
    expect(await members.changeRoleLocked(otherEvent, member.id, { changedByUserId: creator.id }, () => 'admin')).toBe(
      false,
    );
  });
});
