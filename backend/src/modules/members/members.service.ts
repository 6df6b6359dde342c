import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../common/access/event-access.rules';
import type { InvitationRole } from './event-invitation.entity';
import { mapMember, MemberResponse } from './dto/member.response';
import { removalRefusal, roleChangeRefusal } from './member-rules';
import type { Db } from '../../database/sql';
import { type LeftPlans, MembersRepository } from './members.repository';
import { PlanCostsService } from '../costs/plan-costs.service';

const NOT_FOUND = 'Member not found';

@Injectable()
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly planCosts: PlanCostsService,
  ) {}

  /** Creator first, then admins, then attendees, each by join date: one query whatever the size. */
  async list(eventId: string): Promise<MemberResponse[]> {
    return (await this.members.listForEvent(eventId)).map(mapMember);
  }

  /**
   * Removes a member with everything that gave them a place in the event: their carpool seats (and the
   * carpools they drive), their bed, their flights and their event profile. Their votes and photos stay.
   * A cost shared by a carpool's riders or a stay's sleepers then follows those still there.
   */
  async remove(caller: EventCaller, userId: string): Promise<void> {
    const found = await this.members.removeLocked(caller.eventId, userId, { removedBy: caller.userId }, (target) => {
      const refusal = removalRefusal(caller, target);
      if (refusal) throw new ForbiddenException(refusal);
    });
    if (!found) throw new NotFoundException(NOT_FOUND);
    await this.followLeftPlans(found);
  }

  /**
   * Inside the caller's transaction (an account being deleted): the user leaves every event they are a
   * member of, except `except`, as a removal by `removedBy` would take them out. Answers the plans they
   * left, for followLeftPlans after the commit.
   */
  async removeEverywhereIn(tx: Db, userId: string, removedBy: string, except: string[]): Promise<LeftPlans> {
    const left: LeftPlans = { carpoolIds: [], stayIds: [] };
    for (const eventId of await this.members.eventsOf(tx, userId, except)) {
      const found = await this.members.removeIn(tx, eventId, userId, { removedBy }, () => undefined);
      if (!found) continue;
      left.carpoolIds.push(...found.carpoolIds);
      left.stayIds.push(...found.stayIds);
    }
    return left;
  }

  /** The costs of the rides and stays someone left are split again among those still there. */
  async followLeftPlans(left: LeftPlans): Promise<void> {
    for (const carpoolId of left.carpoolIds) await this.planCosts.followCarpool(carpoolId);
    for (const stayId of left.stayIds) await this.planCosts.followStay(stayId);
  }

  /** Concurrent changes of one member apply one after another (see MembersRepository.changeRoleLocked). */
  async changeRole(caller: EventCaller, userId: string, role: InvitationRole): Promise<MemberResponse> {
    const found = await this.members.changeRoleLocked(
      caller.eventId,
      userId,
      { changedByUserId: caller.userId },
      (target) => {
        const refusal = roleChangeRefusal(caller, target);
        if (refusal) throw new (target.role === 'creator' ? BadRequestException : ForbiddenException)(refusal);
        return target.role === role ? undefined : role;
      },
    );
    const member = found ? await this.members.findInEvent(caller.eventId, userId) : undefined;
    if (!member) throw new NotFoundException(NOT_FOUND);
    return mapMember(member);
  }
}
