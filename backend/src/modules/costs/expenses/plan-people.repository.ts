import { Injectable } from '@nestjs/common';
import { type Db, firstRow, rowsOf } from '../../../database/sql';
import type { ParticipantInput } from '../expense-rules';

/** Who a carpool's or a stay's cost is split among: read inside the caller's transaction. */
@Injectable()
export class PlanPeopleRepository {
  /**
   * Holds a carpool's or a stay's people still (FOR SHARE on the carpool, or on the stay's rooms and beds) until a
   * new cost is committed: a join, a leave or a bed taken meanwhile waits, then re-splits the cost it finds.
   */
  async holdPlan(db: Db, plan: { carpoolId: string } | { stayId: string }): Promise<void> {
    if ('carpoolId' in plan) {
      await rowsOf(db, { text: 'SELECT id FROM carpools WHERE id = $1 FOR SHARE', values: [plan.carpoolId] });
      return;
    }
    // The rooms (claims lock their room) and the beds (a move to another stay updates its bed's row).
    await rowsOf(db, {
      text: 'SELECT id FROM stay_rooms WHERE "stayId" = $1 ORDER BY id FOR SHARE',
      values: [plan.stayId],
    });
    await rowsOf(db, {
      text: 'SELECT id FROM stay_occupants WHERE "stayId" = $1 ORDER BY id FOR SHARE',
      values: [plan.stayId],
    });
  }

  /** A carpool of the event, with its driver and passengers in the order they joined. */
  carpoolPeople(
    db: Db,
    carpoolId: string,
  ): Promise<{ eventId: string; driverId: string; people: string[] } | undefined> {
    return firstRow(db, {
      text: `SELECT c."eventId", c."driverId",
                    array_prepend(c."driverId", coalesce(array_agg(p."userId" ORDER BY p."joinedAt", p.id)
                                                         FILTER (WHERE p."userId" IS NOT NULL), '{}')) AS people
             FROM carpools c LEFT JOIN carpool_passengers p ON p."carpoolId" = c.id
             WHERE c.id = $1 GROUP BY c.id`,
      values: [carpoolId],
    });
  }

  /** The people sleeping in a stay, members and guests, in the order they got their beds. */
  async stayPeople(db: Db, stayId: string): Promise<{ eventId: string; people: ParticipantInput[] } | undefined> {
    const stay = await firstRow<{ eventId: string }>(db, {
      text: 'SELECT "eventId" FROM stays WHERE id = $1',
      values: [stayId],
    });
    if (!stay) return undefined;
    const people = await rowsOf<{ userId: string | null; guestId: string | null }>(db, {
      text: `SELECT "userId", "guestId" FROM stay_occupants WHERE "stayId" = $1 ORDER BY "createdAt", id`,
      values: [stayId],
    });
    return {
      eventId: stay.eventId,
      people: people.map((person) => (person.userId ? { userId: person.userId } : { guestId: person.guestId! })),
    };
  }
}
