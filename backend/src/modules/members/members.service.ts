import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { InvitationRole } from './event-invitation.entity';
import { EventMember } from './event-member.entity';
import { mapMember, MemberResponse, MemberRow } from './dto/member.response';
import { removalRefusal, roleChangeRefusal } from './member-rules';
import { RoleChange } from './role-change.entity';

export type Caller = EventMembership & { userId: string };

@Injectable()
export class MembersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Creator first, then admins, then attendees, each by join date: one query whatever the size. */
  list(eventId: string): Promise<MemberResponse[]> {
    return this.select(eventId);
  }

  private async select(eventId: string, userId?: string): Promise<MemberResponse[]> {
    const rows: MemberRow[] = await this.dataSource.query(
      `SELECT m.id, m."userId", m.role, m."joinedAt", u."displayName", u.email, u."photoURL"
       FROM event_members m JOIN users u ON u.id = m."userId"
       WHERE m."eventId" = $1 AND ($2::uuid IS NULL OR m."userId" = $2)
       ORDER BY CASE m.role WHEN 'creator' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m."joinedAt", m.id`,
      [eventId, userId ?? null],
    );
    return rows.map(mapMember);
  }

  /**
   * Removes a member with everything that gave them a place in the event: their carpool seats (and the
   * carpools they drive) and their event profile. Their votes and photos stay.
   */
  async remove(caller: Caller, userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const target = await manager.findOne(EventMember, {
        where: { eventId: caller.eventId, userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!target) throw new NotFoundException('Member not found');
      const refusal = removalRefusal(caller, target);
      if (refusal) throw new ForbiddenException(refusal);
      await manager.query(
        `WITH left_seats AS (
           DELETE FROM carpool_passengers p USING carpools c
           WHERE p."carpoolId" = c.id AND c."eventId" = $1 AND p."userId" = $2
           RETURNING p."carpoolId")
         UPDATE carpools SET "currentSeats" = "currentSeats" - freed.count
         FROM (SELECT "carpoolId", count(*)::int AS count FROM left_seats GROUP BY "carpoolId") freed
         WHERE carpools.id = freed."carpoolId"`,
        [caller.eventId, userId],
      );
      await manager.query('DELETE FROM carpools WHERE "eventId" = $1 AND "driverId" = $2', [caller.eventId, userId]);
      await manager.query('DELETE FROM event_user_profiles WHERE "eventId" = $1 AND "userId" = $2', [
        caller.eventId,
        userId,
      ]);
      await manager.delete(EventMember, { id: target.id });
    });
  }

  /**
   * The membership row is locked while the role changes, so concurrent changes apply one after another
   * and every audit row's old role is the previous row's new role.
   */
  async changeRole(caller: Caller, userId: string, role: InvitationRole): Promise<MemberResponse> {
    await this.dataSource.transaction(async (manager) => {
      const target = await manager.findOne(EventMember, {
        where: { eventId: caller.eventId, userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!target) throw new NotFoundException('Member not found');
      const refusal = roleChangeRefusal(caller, target);
      if (refusal) throw new (target.role === 'creator' ? BadRequestException : ForbiddenException)(refusal);
      if (target.role === role) return;
      await manager.update(EventMember, { id: target.id }, { role });
      await manager.insert(RoleChange, {
        eventId: caller.eventId,
        changedUserId: userId,
        changedByUserId: caller.userId,
        oldRole: target.role,
        newRole: role,
        // The time the change happened under the lock, not when its transaction began: the audit order.
        changedAt: () => 'clock_timestamp()',
      });
    });
    const [member] = await this.select(caller.eventId, userId);
    if (!member) throw new NotFoundException('Member not found');
    return member;
  }
}
