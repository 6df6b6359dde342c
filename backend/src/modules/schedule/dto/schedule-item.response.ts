import { ApiProperty } from '@nestjs/swagger';
import { RSVP_STATUSES, type RsvpStatus } from '../rsvp.entity';
import { AUDIENCES, type Audience } from '../schedule-item.entity';

export class RsvpCounts {
  @ApiProperty({ type: Number })
  going: number;

  @ApiProperty({ type: Number })
  notGoing: number;

  @ApiProperty({ type: Number })
  maybe: number;
}

/** A member as an avatar shows them. */
export class PersonResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;
}

export class ScheduleItemResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: String })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  startTime: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endTime: Date | null;

  @ApiProperty({ type: String, nullable: true })
  location: string | null;

  @ApiProperty({
    enum: AUDIENCES,
    enumName: 'ScheduleAudience',
    description: "'parties': a private item, seen only by the invited parties and by admins",
  })
  audience: Audience;

  @ApiProperty({
    type: String,
    format: 'uuid',
    isArray: true,
    description: 'The parties invited to a private item; listed to admins only, empty for everyone else',
  })
  partyIds: string[];

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  createdBy: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty({ type: () => RsvpCounts, description: "Responses of the event's current members" })
  rsvpCounts: RsvpCounts;

  @ApiProperty({
    type: () => PersonResponse,
    isArray: true,
    description: 'The first members who answered going, earliest first (at most 5); rsvpCounts.going counts them all',
  })
  goingPreview: PersonResponse[];

  @ApiProperty({
    enum: RSVP_STATUSES,
    enumName: 'RsvpStatus',
    nullable: true,
    description: "The caller's own response; null is shown as 'Not Responded'",
  })
  userRsvp: RsvpStatus | null;
}

export type ScheduleItemRow = Omit<ScheduleItemResponse, 'rsvpCounts'> & RsvpCounts;

export function mapScheduleItem({ going, notGoing, maybe, ...item }: ScheduleItemRow): ScheduleItemResponse {
  return { ...item, rsvpCounts: { going, notGoing, maybe } };
}

export class RsvpResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  scheduleEventId: string;

  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' })
  status: RsvpStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  respondedAt: Date;
}

/** Who answered an item, by answer: the members going, those who might and those not going. */
export class RespondentsResponse {
  @ApiProperty({ type: () => PersonResponse, isArray: true })
  going: PersonResponse[];

  @ApiProperty({ type: () => PersonResponse, isArray: true })
  maybe: PersonResponse[];

  @ApiProperty({ type: () => PersonResponse, isArray: true })
  notGoing: PersonResponse[];
}

export class RespondentsEnvelope {
  @ApiProperty({ type: () => RespondentsResponse })
  respondents: RespondentsResponse;
}

export class ScheduleEnvelope {
  @ApiProperty({ type: () => ScheduleItemResponse, isArray: true })
  schedule: ScheduleItemResponse[];
}

export class ScheduleItemEnvelope {
  @ApiProperty({ type: () => ScheduleItemResponse })
  item: ScheduleItemResponse;
}

export class RsvpEnvelope {
  @ApiProperty({ type: () => RsvpResponse })
  rsvp: RsvpResponse;
}
