import { ApiProperty } from '@nestjs/swagger';
import { AGE_GROUPS, type AgeGroup } from '../../../members/parties/party-guest.entity';
import { STAY_KINDS, type StayKind } from '../stay.entity';

/** A person who sleeps somewhere, or has no bed yet: a member or a party's guest. */
export class SleeperResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Set for a member' })
  userId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "Set for a party's guest" })
  guestId: string | null;

  @ApiProperty({ type: String, format: 'uuid' })
  partyId: string;

  @ApiProperty({ type: String, description: 'A guest without a name is "Guest of <member>"' })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;

  @ApiProperty({ enum: AGE_GROUPS })
  ageGroup: AgeGroup;
}

export class RoomResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '1 queen, 1 sofa bed' })
  beds: string | null;

  @ApiProperty({ type: Number, description: 'How many people it sleeps' })
  capacity: number;

  @ApiProperty({ type: Number })
  position: number;

  @ApiProperty({ type: () => SleeperResponse, isArray: true, description: 'In the order they got their bed' })
  occupants: SleeperResponse[];
}

export class StayResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ enum: STAY_KINDS })
  kind: StayKind;

  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  bookingUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  bookingCode: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  bookingCutoff: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  checkIn: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  checkOut: Date | null;

  @ApiProperty({ type: Boolean, description: 'Whether members may take a free bed themselves' })
  membersClaimBeds: boolean;

  @ApiProperty({ type: String, format: 'uuid' })
  createdBy: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: Number, description: "The rooms' capacities added up" })
  capacity: number;

  @ApiProperty({ type: Number, description: 'How many beds are taken' })
  occupied: number;

  @ApiProperty({ type: () => RoomResponse, isArray: true })
  rooms: RoomResponse[];
}

export type StayRow = Omit<StayResponse, 'capacity' | 'occupied' | 'rooms'>;

export interface RoomRow extends Omit<RoomResponse, 'occupants'> {
  stayId: string;
}

/** A member or guest of the event, with their bed if they have one; `guestOf` names an unnamed guest. */
export interface SleeperRow {
  userId: string | null;
  guestId: string | null;
  partyId: string;
  name: string | null;
  guestOf: string | null;
  photoURL: string | null;
  ageGroup: AgeGroup;
  stayId: string | null;
  roomId: string | null;
}

export function mapSleeper(row: SleeperRow): SleeperResponse {
  return {
    userId: row.userId,
    guestId: row.guestId,
    partyId: row.partyId,
    displayName: row.name ?? `Guest of ${row.guestOf ?? 'a member'}`,
    photoURL: row.photoURL,
    ageGroup: row.ageGroup,
  };
}

/** The stays with their rooms and who sleeps in each; `sleepers` holds at least everyone in these rooms. */
export function mapStays(stays: StayRow[], rooms: RoomRow[], sleepers: SleeperRow[]): StayResponse[] {
  const occupantsOf = new Map<string, SleeperResponse[]>();
  for (const sleeper of sleepers) {
    if (!sleeper.roomId) continue;
    const occupants = occupantsOf.get(sleeper.roomId) ?? [];
    occupants.push(mapSleeper(sleeper));
    occupantsOf.set(sleeper.roomId, occupants);
  }
  return stays.map((stay) => {
    const ownRooms = rooms
      .filter((room) => room.stayId === stay.id)
      .map(({ stayId: _, ...room }) => ({ ...room, occupants: occupantsOf.get(room.id) ?? [] }));
    return {
      ...stay,
      capacity: ownRooms.reduce((sum, room) => sum + room.capacity, 0),
      occupied: ownRooms.reduce((sum, room) => sum + room.occupants.length, 0),
      rooms: ownRooms,
    };
  });
}

export class StayEnvelope {
  @ApiProperty({ type: () => StayResponse })
  stay: StayResponse;
}

export class StayListEnvelope {
  @ApiProperty({ type: () => StayResponse, isArray: true })
  stays: StayResponse[];

  @ApiProperty({ type: () => SleeperResponse, isArray: true, description: 'Every member and guest with no bed' })
  withoutBed: SleeperResponse[];
}
