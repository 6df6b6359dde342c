import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberRole } from '../../common/access/member-role';
import { affectedBy, changedRows, type Db, firstRow, rowsOf, type Statement } from '../../database/sql';
import type { MemberRow } from './dto/member.response';
import type { Target } from './member-rules';

/** Who removes a member, for the event's activity. */
export interface MemberRemovedBy {
  removedBy: string;
}

/** The travel plans a removed member left: carpools they rode in and stays they slept in. */
export interface LeftPlans {
  carpoolIds: string[];
  stayIds: string[];
}

/** Who changes a role, for the audit row. */
export interface RoleChangeBy {
  changedByUserId: string;
}

/** Creator first, then admins, then attendees, each by join date: one statement whatever the size. */
export const membersOfEvent = (eventId: string, userId?: string): Statement => ({
  text: `SELECT m.id, m."userId", m.role, m."partyId", m."joinedAt", u."displayName", u.email, u."photoURL"
         FROM event_members m JOIN users u ON u.id = m."userId"
         WHERE m."eventId" = $1 AND ($2::uuid IS NULL OR m."userId" = $2)
         ORDER BY CASE m.role WHEN 'creator' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m."joinedAt", m.id`,
  values: [eventId, userId ?? null],
});

type LockedMember = Target & { id: string; partyId: string };

const lockedMember = (eventId: string, userId: string): Statement => ({
  text: 'SELECT id, "userId", role, "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2 FOR UPDATE',
  values: [eventId, userId],
});

@Injectable()
export class MembersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listForEvent(eventId: string): Promise<MemberRow[]> {
    return rowsOf(this.dataSource, membersOfEvent(eventId));
  }

  findInEvent(eventId: string, userId: string): Promise<MemberRow | undefined> {
    return firstRow(this.dataSource, membersOfEvent(eventId, userId));
  }

  /**
   * Locks the membership while `check` decides on it, then removes the member with everything that gave
   * them a place in the event, in the same transaction: their carpool seats (and the carpools they
   * drive), their bed, their flights and their event profile. Their votes and photos stay. `check` throws to
   * refuse. Answers the carpools and stays they left (for costs that follow their people), or false when
   * there is no such member.
   */
  async removeLocked(
    eventId: string,
    userId: string,
    by: MemberRemovedBy,
    check: (target: Target) => void,
  ): Promise<LeftPlans | false> {
    return this.dataSource.transaction((tx) => this.removeIn(tx, eventId, userId, by, check));
  }

  /** The events the user is a member of, except those named. */
  async eventsOf(db: Db, userId: string, except: string[]): Promise<string[]> {
    const rows = await rowsOf<{ eventId: string }>(db, {
      text: 'SELECT "eventId" FROM event_members WHERE "userId" = $1 AND NOT ("eventId" = ANY($2::uuid[]))',
      values: [userId, except],
    });
    return rows.map((row) => row.eventId);
  }

  /** removeLocked's work, in the caller's transaction. */
  async removeIn(
    tx: Db,
    eventId: string,
    userId: string,
    by: MemberRemovedBy,
    check: (target: Target) => void,
  ): Promise<LeftPlans | false> {
    const target = await firstRow<LockedMember>(tx, lockedMember(eventId, userId));
    if (!target) return false;
    check(target);
    const leftSeats = await changedRows<{ id: string }>(tx, {
      text: `WITH left_seats AS (
               DELETE FROM carpool_passengers p USING carpools c
               WHERE p."carpoolId" = c.id AND c."eventId" = $1 AND p."userId" = $2
               RETURNING p."carpoolId")
             UPDATE carpools SET "currentSeats" = "currentSeats" - freed.count
             FROM (SELECT "carpoolId", count(*)::int AS count FROM left_seats GROUP BY "carpoolId") freed
             WHERE carpools.id = freed."carpoolId"
             RETURNING carpools.id`,
      values: [eventId, userId],
    });
    await affectedBy(tx, {
      text: 'DELETE FROM carpools WHERE "eventId" = $1 AND "driverId" = $2',
      values: [eventId, userId],
    });
    const leftBeds = await changedRows<{ stayId: string }>(tx, {
      text: 'DELETE FROM stay_occupants WHERE "eventId" = $1 AND "userId" = $2 RETURNING "stayId"',
      values: [eventId, userId],
    });
    await affectedBy(tx, {
      text: 'DELETE FROM flights WHERE "eventId" = $1 AND "userId" = $2',
      values: [eventId, userId],
    });
    await affectedBy(tx, {
      text: 'DELETE FROM event_user_profiles WHERE "eventId" = $1 AND "userId" = $2',
      values: [eventId, userId],
    });
    // The membership is kept as a departure: the event's activity still shows them joining, and who removed them.
    await affectedBy(tx, {
      text: `WITH gone AS (DELETE FROM event_members WHERE id = $1 RETURNING id, "eventId", "userId", role, "joinedAt")
             INSERT INTO member_departures ("memberId", "eventId", "userId", role, "joinedAt", "removedBy")
             SELECT id, "eventId", "userId", role, "joinedAt", $2 FROM gone`,
      values: [target.id, by.removedBy],
    });
    // Their answers go with them; a party left without members goes too, with its guests and their answers.
    await affectedBy(tx, {
      text: `DELETE FROM rsvps r USING event_schedule s
             WHERE r."scheduleEventId" = s.id AND s."eventId" = $1 AND r."userId" = $2`,
      values: [eventId, userId],
    });
    await affectedBy(tx, {
      text: `DELETE FROM rsvp_question_answers a USING rsvp_questions q
             WHERE a."questionId" = q.id AND q."eventId" = $1 AND a."userId" = $2`,
      values: [eventId, userId],
    });
    // Named first so the stays they leave are known; the party's deletion would take their beds anyway.
    const guestBeds = await changedRows<{ stayId: string }>(tx, {
      text: `DELETE FROM stay_occupants o USING party_guests g
             WHERE o."guestId" = g.id AND g."partyId" = $1
               AND NOT EXISTS (SELECT 1 FROM event_members m WHERE m."partyId" = $1)
             RETURNING o."stayId"`,
      values: [target.partyId],
    });
    await affectedBy(tx, {
      text: `DELETE FROM parties p WHERE p.id = $1
             AND NOT EXISTS (SELECT 1 FROM event_members m WHERE m."partyId" = p.id)`,
      values: [target.partyId],
    });
    return {
      carpoolIds: leftSeats.map((row) => row.id),
      stayIds: [...new Set([...leftBeds, ...guestBeds].map((row) => row.stayId))],
    };
  }

  /**
   * The membership row is locked while `decide` picks the new role (undefined: nothing to change; it
   * throws to refuse), so concurrent changes apply one after another and every audit row's old role is
   * the previous row's new role. False when there is no such member.
   */
  async changeRoleLocked(
    eventId: string,
    userId: string,
    by: RoleChangeBy,
    decide: (target: Target) => MemberRole | undefined,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const target = await firstRow<LockedMember>(tx, lockedMember(eventId, userId));
      if (!target) return false;
      const role = decide(target);
      if (role === undefined) return true;
      await affectedBy(tx, { text: 'UPDATE event_members SET role = $2 WHERE id = $1', values: [target.id, role] });
      // The time the change happened under the lock, not when its transaction began: the audit order.
      await rowsOf(tx, {
        text: `INSERT INTO role_changes ("eventId", "changedUserId", "changedByUserId", "oldRole", "newRole", "changedAt")
               VALUES ($1, $2, $3, $4, $5, clock_timestamp())`,
        values: [eventId, userId, by.changedByUserId, target.role, role],
      });
      return true;
    });
  }
}
