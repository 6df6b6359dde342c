import { ApiProperty } from '@nestjs/swagger';
import { MemberResponse } from '../../members/dto/member.response';
import type { MemberRole } from '../../../common/access/member-role';
import type { BannerSettings, BannerStyle, FaqEntry, ThemeColors } from '../event.entity';

/** In the user's event list the ordinary role is called 'member' (spec section 1). */
export type ListedRole = 'creator' | 'admin' | 'member';
const LISTED_ROLES: ListedRole[] = ['creator', 'admin', 'member'];
const BANNER_STYLES: BannerStyle[] = ['contained', 'full-width'];

export function listedRole(role: MemberRole): ListedRole {
  return role === 'attendee' ? 'member' : role;
}

/** The event's colours, each defaulted. */
export class ThemeColorsResponse implements Required<ThemeColors> {
  @ApiProperty({ type: String, example: '#6236ff' })
  primary: string;

  @ApiProperty({ type: String, example: '#14b8a6' })
  secondary: string;

  @ApiProperty({ type: String, example: '#f59e0b' })
  tertiary: string;

  @ApiProperty({ type: String, example: '#ffffff' })
  background: string;

  @ApiProperty({ type: String, example: '#f8fafc' })
  surface: string;
}

/** The dashboard banner's settings, each defaulted. */
export class BannerSettingsResponse implements Required<BannerSettings> {
  @ApiProperty({ enum: BANNER_STYLES, enumName: 'BannerStyle' })
  style: BannerStyle;

  @ApiProperty({ type: Boolean })
  autoRotate: boolean;

  @ApiProperty({ type: Number, description: 'Milliseconds' })
  rotateInterval: number;

  @ApiProperty({ type: String, nullable: true, description: 'The processed banner image, under /objects/banners/' })
  customBannerImage: string | null;
}

/** One question of the event's FAQ with its answer. */
export class FaqEntryResponse implements FaqEntry {
  @ApiProperty({ type: String })
  question: string;

  @ApiProperty({ type: String })
  answer: string;
}

export class EventListItem {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({ type: String, nullable: true })
  customLogo: string | null;

  @ApiProperty({ enum: LISTED_ROLES, enumName: 'ListedRole', description: "The caller's role" })
  role: ListedRole;

  @ApiProperty({ type: Number })
  memberCount: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startDate: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endDate: Date | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, nullable: true })
  location: string | null;
}

export type EventListRow = Omit<EventListItem, 'role'> & { role: MemberRole };

export function mapEventListRow({ role, ...event }: EventListRow): EventListItem {
  return { ...event, role: listedRole(role) };
}

export class EventDetail extends EventListItem {
  @ApiProperty({ type: String, example: 'Europe/Madrid', description: 'IANA time zone the schedule is shown in' })
  timeZone: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A map of the event's location (MAP_LINK_TEMPLATE); null without a location",
  })
  mapUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  dressCode: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A gift list or registry, an http(s) address' })
  registryUrl: string | null;

  @ApiProperty({ type: () => FaqEntryResponse, isArray: true, description: 'In the order the admins set' })
  faq: FaqEntryResponse[];

  @ApiProperty({ type: () => ThemeColorsResponse })
  themeColors: ThemeColorsResponse;

  @ApiProperty({ type: () => BannerSettingsResponse })
  bannerSettings: BannerSettingsResponse;

  @ApiProperty({ type: () => MemberResponse, isArray: true })
  members: MemberResponse[];

  @ApiProperty({ type: String, format: 'uuid' })
  createdBy: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class EventListEnvelope {
  @ApiProperty({ type: () => EventListItem, isArray: true })
  events: EventListItem[];
}

export class EventEnvelope {
  @ApiProperty({ type: () => EventDetail })
  event: EventDetail;
}
