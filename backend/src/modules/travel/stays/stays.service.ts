import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type EventCaller, roleSatisfies } from '../../../common/access/event-access.rules';
import { PlanCostsService } from '../../costs/plan-costs.service';
import type { CreateRoomDto, CreateStayDto, SleeperDto, UpdateRoomDto, UpdateStayDto } from './dto/stay.dto';
import { STAY_MAX_ROOMS } from './dto/stay.dto';
import { mapSleeper, mapStays, type SleeperResponse, type StayResponse } from './dto/stay.response';
import {
  bedChangeRefusal,
  capacityRefusal,
  ONE_PERSON,
  ROOM_FULL,
  type Sleeper,
  sleeperOf,
  stayTimesRefusal,
} from './stay-rules';
import {
  type BedParties,
  type LockedRoom,
  type RoomFields,
  type StayFields,
  StaysRepository,
} from './stays.repository';

const STAY_NOT_FOUND = 'Stay not found';
const ROOM_NOT_FOUND = 'Room not found';
const NOTHING_TO_UPDATE = 'Nothing to update: send at least one field';

/** A sent field's value, or the current one when it was left out. */
const sentOr = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);
const timeOf = (value: string | null | undefined, current: Date | null) =>
  value === undefined ? current : value === null ? null : new Date(value);

@Injectable()
export class StaysService {
  constructor(
    private readonly stays: StaysRepository,
    private readonly planCosts: PlanCostsService,
  ) {}

  /** Every stay with its rooms and sleepers, and who of the event has no bed yet. */
  async list(eventId: string): Promise<{ stays: StayResponse[]; withoutBed: SleeperResponse[] }> {
    const { stays, rooms, sleepers } = await this.stays.read(eventId);
    return {
      stays: mapStays(stays, rooms, sleepers),
      withoutBed: sleepers.filter((sleeper) => sleeper.roomId === null).map(mapSleeper),
    };
  }

  async create(caller: EventCaller, input: CreateStayDto): Promise<StayResponse> {
    const fields = this.merged(input, {
      kind: input.kind,
      name: input.name,
      address: null,
      bookingUrl: null,
      bookingCode: null,
      bookingCutoff: null,
      checkIn: null,
      checkOut: null,
      membersClaimBeds: false,
    });
    const rooms = (input.rooms ?? []).map(roomFields);
    const stayId = await this.stays.create(caller.eventId, caller.userId, fields, rooms);
    return this.get(caller.eventId, stayId);
  }

  async update(caller: EventCaller, stayId: string, input: UpdateStayDto): Promise<StayResponse> {
    if (Object.values(input).every((value) => value === undefined)) throw new BadRequestException(NOTHING_TO_UPDATE);
    const found = await this.stays.updateLocked(stayId, (current) => this.merged(input, current));
    if (!found) throw new NotFoundException(STAY_NOT_FOUND);
    return this.get(caller.eventId, stayId);
  }

  /** Its rooms and beds go with it; a cost recorded for it stays. */
  async remove(stayId: string): Promise<void> {
    await this.stays.delete(stayId);
  }

  async addRoom(caller: EventCaller, stayId: string, input: CreateRoomDto): Promise<StayResponse> {
    const added = await this.stays.addRoom(stayId, roomFields(input), STAY_MAX_ROOMS);
    if (added === 'no stay') throw new NotFoundException(STAY_NOT_FOUND);
    if (added === 'too many') throw new ConflictException(`A stay may have at most ${STAY_MAX_ROOMS} rooms`);
    return this.get(caller.eventId, stayId);
  }

  async updateRoom(caller: EventCaller, roomId: string, input: UpdateRoomDto): Promise<StayResponse> {
    if (Object.values(input).every((value) => value === undefined)) throw new BadRequestException(NOTHING_TO_UPDATE);
    const stayId = await this.stays.updateRoomLocked(roomId, (current, occupants) => {
      const next = {
        name: sentOr(input.name, current.name),
        beds: sentOr(input.beds, current.beds),
        capacity: sentOr(input.capacity, current.capacity),
      };
      const refusal = capacityRefusal(next.capacity, occupants);
      if (refusal) throw new ConflictException(refusal);
      return next;
    });
    if (!stayId) throw new NotFoundException(ROOM_NOT_FOUND);
    return this.get(caller.eventId, stayId);
  }

  /** Those sleeping there lose their bed and show as without one again. */
  async removeRoom(roomId: string): Promise<void> {
    const stayId = await this.stays.deleteRoom(roomId);
    if (stayId) await this.afterSleepersChanged(stayId);
  }

  /** Puts a member or a party's guest in a room, moving them out of their bed elsewhere in the event. */
  async place(caller: EventCaller, roomId: string, input: SleeperDto): Promise<StayResponse> {
    const sleeper = requiredSleeper(input);
    const placed = await this.stays.placeLocked(caller.eventId, roomId, sleeper, caller.userId, (room, parties) =>
      assertMayChangeBed(caller, room, parties, sleeper),
    );
    if (!placed) throw new NotFoundException(ROOM_NOT_FOUND);
    if (placed === 'full') throw new ConflictException(ROOM_FULL);
    if (placed === 'raced') throw new ConflictException('Their bed changed meanwhile: try again');
    for (const stayId of placed.changed) await this.afterSleepersChanged(stayId);
    return this.get(caller.eventId, placed.stayId);
  }

  async unplace(caller: EventCaller, roomId: string, input: SleeperDto): Promise<StayResponse> {
    const sleeper = requiredSleeper(input);
    const done = await this.stays.unplace(caller.eventId, roomId, sleeper, caller.userId, (room, parties) =>
      assertMayChangeBed(caller, room, parties, sleeper),
    );
    if (!done) throw new NotFoundException(ROOM_NOT_FOUND);
    if (!done.removed) throw new ConflictException('They have no bed in this room');
    await this.afterSleepersChanged(done.stayId);
    return this.get(caller.eventId, done.stayId);
  }

  /** A cost split among a stay's sleepers follows them. */
  private async afterSleepersChanged(stayId: string): Promise<void> {
    await this.planCosts.followStay(stayId);
  }

  /** The stay's fields once the sent ones apply; check-out must stay after check-in. */
  private merged(input: UpdateStayDto, current: StayFields): StayFields {
    const next: StayFields = {
      kind: sentOr(input.kind, current.kind),
      name: sentOr(input.name, current.name),
      address: sentOr(input.address, current.address),
      bookingUrl: sentOr(input.bookingUrl, current.bookingUrl),
      bookingCode: sentOr(input.bookingCode, current.bookingCode),
      bookingCutoff: sentOr(input.bookingCutoff, current.bookingCutoff),
      checkIn: timeOf(input.checkIn, current.checkIn),
      checkOut: timeOf(input.checkOut, current.checkOut),
      membersClaimBeds: sentOr(input.membersClaimBeds, current.membersClaimBeds),
    };
    const refusal = stayTimesRefusal(next.checkIn, next.checkOut);
    if (refusal) throw new BadRequestException(refusal);
    return next;
  }

  private async get(eventId: string, stayId: string): Promise<StayResponse> {
    const { stays, rooms, sleepers } = await this.stays.read(eventId, stayId);
    const [stay] = mapStays(stays, rooms, sleepers);
    if (!stay) throw new NotFoundException(STAY_NOT_FOUND);
    return stay;
  }
}

const roomFields = (room: CreateRoomDto): RoomFields => ({
  name: room.name,
  beds: room.beds ?? null,
  capacity: room.capacity,
});

function requiredSleeper(input: SleeperDto): Sleeper {
  const sleeper = sleeperOf(input);
  if (!sleeper) throw new BadRequestException(ONE_PERSON);
  return sleeper;
}

/** 403 when the caller may not move the person, then 400 when the person is not in the event. */
function assertMayChangeBed(caller: EventCaller, room: LockedRoom, parties: BedParties, sleeper: Sleeper): void {
  const refusal = bedChangeRefusal({
    callerIsAdmin: roleSatisfies(caller.role, 'admin'),
    membersClaimBeds: room.membersClaimBeds,
    callerId: caller.userId,
    callerPartyId: parties.callerPartyId,
    sleeper,
    sleeperPartyId: parties.sleeperPartyId,
  });
  if (refusal) throw new ForbiddenException(refusal);
  if (!parties.sleeperPartyId) {
    throw new BadRequestException(sleeper.userId ? 'Member not found' : 'Guest not found');
  }
}
