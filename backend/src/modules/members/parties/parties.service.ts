import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import { roleSatisfies } from '../../../common/access/event-access.rules';
import type { AddPartyGuestDto, UpdatePartyGuestDto } from './dto/party-guest.dto';
import type { PartyGuestResponse, PartyResponse } from './dto/party.response';
import { PartiesRepository } from './parties.repository';
import { MAX_PARTY_GUESTS } from './party.entity';

const PARTY_NOT_FOUND = 'Party not found';
const GUEST_NOT_FOUND = 'Guest not found';
const MEMBER_NOT_FOUND = 'Member not found';

@Injectable()
export class PartiesService {
  constructor(private readonly parties: PartiesRepository) {}

  list(caller: EventCaller): Promise<PartyResponse[]> {
    return this.parties.list(caller.eventId);
  }

  async mine(caller: EventCaller): Promise<PartyResponse> {
    const partyId = await this.parties.partyOf(caller.eventId, caller.userId);
    const party = partyId && (await this.parties.find(caller.eventId, partyId));
    if (!party) throw new NotFoundException(PARTY_NOT_FOUND);
    return party;
  }

  async addGuest(caller: EventCaller, partyId: string, input: AddPartyGuestDto): Promise<PartyGuestResponse> {
    await this.assertMayEdit(caller, partyId);
    const added = await this.parties.addGuestLocked(caller.eventId, partyId, {
      name: input.name ?? null,
      ageGroup: input.ageGroup ?? 'adult',
    });
    if (!added) throw new NotFoundException(PARTY_NOT_FOUND);
    if (added === 'full') throw new BadRequestException('This party has all the guests it may bring');
    return added;
  }

  async updateGuest(
    caller: EventCaller,
    partyId: string,
    guestId: string,
    input: UpdatePartyGuestDto,
  ): Promise<PartyGuestResponse> {
    if (input.name === undefined && input.ageGroup === undefined) {
      throw new BadRequestException('Nothing to update: send at least one field');
    }
    await this.assertMayEdit(caller, partyId);
    const guest = await this.parties.updateGuest(caller.eventId, partyId, guestId, input);
    if (!guest) throw new NotFoundException(GUEST_NOT_FOUND);
    return guest;
  }

  async removeGuest(caller: EventCaller, partyId: string, guestId: string): Promise<void> {
    await this.assertMayEdit(caller, partyId);
    if (!(await this.parties.removeGuest(caller.eventId, partyId, guestId))) {
      throw new NotFoundException(GUEST_NOT_FOUND);
    }
  }

  async setGuestLimit(caller: EventCaller, partyId: string, guestLimit: number): Promise<PartyResponse> {
    const set = await this.parties.setGuestLimitLocked(caller.eventId, partyId, guestLimit);
    if (!set) throw new NotFoundException(PARTY_NOT_FOUND);
    if (set.refusedWith !== undefined) {
      throw new BadRequestException(
        `This party already brings ${set.refusedWith} ${set.refusedWith === 1 ? 'guest' : 'guests'}: remove some first`,
      );
    }
    return this.found(caller, partyId);
  }

  /** A couple invited separately becomes one party; either then answers for both. */
  async join(caller: EventCaller, partyId: string, userId: string): Promise<PartyResponse> {
    const joined = await this.parties.joinLocked(caller.eventId, partyId, userId, MAX_PARTY_GUESTS);
    if (joined === 'no party') throw new NotFoundException(PARTY_NOT_FOUND);
    if (joined === 'no member') throw new NotFoundException(MEMBER_NOT_FOUND);
    if (joined === 'too many') {
      throw new BadRequestException(`Together these parties would bring more than ${MAX_PARTY_GUESTS} guests`);
    }
    return this.found(caller, partyId);
  }

  async separate(caller: EventCaller, partyId: string, userId: string): Promise<PartyResponse> {
    const separated = await this.parties.separateLocked(caller.eventId, partyId, userId);
    if (separated === 'no member') throw new NotFoundException(MEMBER_NOT_FOUND);
    if (separated === 'alone') throw new BadRequestException('This member is already a party of their own');
    return this.found(caller, partyId);
  }

  /** A party's guests are edited by its members and by admins; anyone else learns nothing of it. */
  private async assertMayEdit(caller: EventCaller, partyId: string): Promise<void> {
    if (roleSatisfies(caller.role, 'admin')) return;
    if ((await this.parties.partyOf(caller.eventId, caller.userId)) !== partyId) {
      throw new NotFoundException(PARTY_NOT_FOUND);
    }
  }

  private async found(caller: EventCaller, partyId: string): Promise<PartyResponse> {
    const party = await this.parties.find(caller.eventId, partyId);
    if (!party) throw new NotFoundException(PARTY_NOT_FOUND);
    return party;
  }
}
