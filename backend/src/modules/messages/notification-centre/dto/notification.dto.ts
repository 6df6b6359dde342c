import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { NOTIFICATION_CURSOR } from '../notification-cursor';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification.entity';
import { ActorResponse } from '../../../../common/http/actor.response';

export const NOTIFICATION_PAGE_DEFAULT = 20;
const NOTIFICATION_PAGE_MAX = 50;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${NOTIFICATION_PAGE_MAX}`;

export class NotificationQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: NOTIFICATION_PAGE_MAX, default: NOTIFICATION_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(NOTIFICATION_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional()
  @Matches(NOTIFICATION_CURSOR, { message: 'Invalid cursor' })
  before?: string;
}

/** One entry of the caller's notification centre (the bell). */
export class NotificationItemResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  kind: NotificationKind;

  @ApiProperty({ type: String, example: 'Ana: The boat leaves at nine, not ten.' })
  text: string;

  @ApiProperty({
    type: String,
    example: '/events/0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
    description: 'The front-end path it leads to',
  })
  link: string;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: String })
  eventName: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: Boolean })
  read: boolean;

  @ApiProperty({
    type: () => ActorResponse,
    nullable: true,
    description: 'Who did it; null for what nobody did (dates settling) or a deleted account',
  })
  actor: ActorResponse | null;
}

export class NotificationPageResponse {
  @ApiProperty({ type: () => NotificationItemResponse, isArray: true, description: 'Newest first' })
  notifications: NotificationItemResponse[];

  @ApiProperty({ type: Number, description: 'Unread entries in all, not only on this page' })
  unreadCount: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `before` for the next, older page; null on the last page',
  })
  nextCursor: string | null;
}

export class UnreadCountResponse {
  @ApiProperty({ type: Number })
  unreadCount: number;
}
