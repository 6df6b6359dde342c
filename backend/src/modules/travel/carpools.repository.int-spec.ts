import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { CarpoolsRepository } from './carpools.repository';

describe('CarpoolsRepository', () => {
  let db: DataSource;
  let carpools: CarpoolsRepository;
  let driver: SeededUser;
  let eventId: string;

  const newCarpool = (maxSeats: number, departureTime = new Date('2027-06-01T09:00:00Z')) =>
    carpools.create({
      eventId,
      driverId: driver.id,
      fromLocation: 'Oakland',
      toLocation: 'Tahoe',
      departureTime,
      maxSeats,
    });

  const members = async (count: number) => {
    const users = await Promise.all(Array.from({ length: count }, (_, i) => seedUser(db, `Rider ${i}`)));
    await Promise.all(users.map((user) => seedMember(db, eventId, user.id, 'attendee')));
    return users;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    carpools = new CarpoolsRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    driver = await seedUser(db, 'Dana Driver');
    eventId = await seedEvent(db, driver.id);
  });

  it('lists an event’s carpools by departure, each with its driver and passengers in joining order', async () => {
    const later = await newCarpool(4, new Date('2027-06-02T09:00:00Z'));
    const earlier = await newCarpool(4, new Date('2027-06-01T09:00:00Z'));
    const [first, second] = await members(2);
    expect(await carpools.takeSeat(later, first!.id)).toBe('seated');
    expect(await carpools.takeSeat(later, second!.id)).toBe('seated');
    const otherEvent = await seedEvent(db, driver.id);
    await carpools.create({
      ...{ eventId: otherEvent },
      driverId: driver.id,
      fromLocation: 'A',
      toLocation: 'B',
      departureTime: new Date(),
      maxSeats: 2,
    });

    const rows = await carpools.listForEvent(eventId);
    expect(rows.map((row) => row.id)).toEqual([earlier, later]);
    expect(rows[1]).toMatchObject({ displayName: 'Dana Driver', currentSeats: 3, maxSeats: 4 });
    expect(rows[1]!.passengers.map((p) => p.displayName)).toEqual(['Rider 0', 'Rider 1']);
    expect(await carpools.findInEvent(otherEvent, later)).toBeUndefined();
  });

  it('never seats more than the free seats, however many ask at once, and keeps no passenger without a seat', async () => {
    const carpoolId = await newCarpool(3);
    const riders = await members(8);
    const outcomes = await Promise.all(riders.map((rider) => carpools.takeSeat(carpoolId, rider.id)));
    expect(outcomes.filter((outcome) => outcome === 'seated')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(6);
    const row = await carpools.findInEvent(eventId, carpoolId);
    expect(row).toMatchObject({ currentSeats: 3 });
    expect(row!.passengers).toHaveLength(2);
  });

  it('adds nobody twice and never seats the driver', async () => {
    const carpoolId = await newCarpool(4);
    const [rider] = await members(1);
    const outcomes = await Promise.all([1, 2, 3].map(() => carpools.takeSeat(carpoolId, rider!.id)));
    expect(outcomes.sort()).toEqual(['not-added', 'not-added', 'seated']);
    expect(await carpools.takeSeat(carpoolId, driver.id)).toBe('not-added');
    expect(await carpools.seatState(carpoolId, rider!.id)).toEqual({
      carpool: { driverId: driver.id, currentSeats: 2, maxSeats: 4 },
      isPassenger: true,
    });
  });

  it('frees a seat once per passenger, so the count matches the passengers', async () => {
    const carpoolId = await newCarpool(4);
    const [rider] = await members(1);
    await carpools.takeSeat(carpoolId, rider!.id);
    const freed = await Promise.all([1, 2].map(() => carpools.freeSeat(carpoolId, rider!.id)));
    expect(freed.sort()).toEqual([false, true]);
    expect(await carpools.seatState(carpoolId, rider!.id)).toEqual({
      carpool: { driverId: driver.id, currentSeats: 1, maxSeats: 4 },
      isPassenger: false,
    });
  });

  it('deletes a carpool with its passengers', async () => {
    const carpoolId = await newCarpool(4);
    const [rider] = await members(1);
    await carpools.takeSeat(carpoolId, rider!.id);
    await carpools.delete(carpoolId);
    expect(await carpools.seatState(carpoolId, rider!.id)).toBeUndefined();
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM carpool_passengers WHERE "carpoolId" = $1', [
      carpoolId,
    ]);
    expect(count).toBe(0);
  });
});
